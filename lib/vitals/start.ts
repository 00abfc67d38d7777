// Starts the Web Vitals report once per page load, if the load is in the sample, after the load and an idle
// moment: nothing of it runs or downloads before the first paint (web-vitals' observers are buffered).
import { afterLoadIdle } from '../hooks/after-load-idle';

let started = false;

export function startVitals(sampleRate: number): void {
  if (started) return;
  started = true;
  if (Math.random() >= sampleRate) return;
  afterLoadIdle(() => void import('./report').then(({ reportVitals }) => reportVitals()), 5_000, 0);
}
