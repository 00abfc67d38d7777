// Starts the Web Vitals report once per page load, if the load is in the sample, after the load and an idle
// moment: nothing of it runs or downloads before the first paint (web-vitals' observers are buffered).

let started = false;

export function startVitals(sampleRate: number): void {
  if (started) return;
  started = true;
  if (Math.random() >= sampleRate) return;
  const begin = () => void import('./report').then(({ reportVitals }) => reportVitals());
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(begin, { timeout: 5_000 }) : setTimeout(begin, 0);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
