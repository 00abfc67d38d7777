// @ts-check
// Where CI's timing reports go (.ci/run prints them at the end): the test runners' JSON and the stage table.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const TIMES_DIR = process.env.CI_TIMES_DIR ?? path.resolve('.data/ci-times');

/**
 * Adds a stage's time, under this runtime, to CI's stage table (CI_STAGES_FILE, set by .ci/run); outside CI it does nothing.
 * @param {string} name
 * @param {number} seconds
 */
export function recordStage(name, seconds) {
  const file = process.env.CI_STAGES_FILE;
  if (!file) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const depth = process.env.CI_STAGE_DEPTH ?? '0';
  appendFileSync(file, `${depth}\tNode ${process.versions.node.split('.')[0]}\t${name}\t${Math.round(seconds)}\n`);
}
