// The phone's network and CPU as Lighthouse slows them (its mobile slow 4G), and the benches' `--cpu` flag. Its 4×
// CPU is set for a host whose benchmarkIndex is about 1,750 (Lighthouse's docs/throttling.md, "Calibrating the CPU
// slowdown"): a slower host needs less to emulate the same phone.
import { throttling } from 'lighthouse/core/config/constants.js';

export const PHONE_THROTTLING = throttling.mobileSlow4G;
const REFERENCE_BENCHMARK_INDEX = 1750;

/** `--cpu`'s value as a multiplier (at least 1), or null for `calibrated` where the bench can calibrate. */
export function cpuSlowdownFlag(value, { calibrated = false } = {}) {
  if (calibrated && value === 'calibrated') return null;
  const multiplier = Number(value);
  if (!(multiplier >= 1)) throw new Error(`--cpu is a multiplier, at least 1${calibrated ? ', or calibrated' : ''}`);
  return multiplier;
}

/** The slowdown that makes a host with this Lighthouse benchmarkIndex emulate the phone, to a tenth. */
export function calibratedCpuSlowdown(benchmarkIndex) {
  const scaled = (PHONE_THROTTLING.cpuSlowdownMultiplier * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}
