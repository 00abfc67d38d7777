// The main thread's long frames, read from the browser's Long Animation Frames API, as TBT counts them.

/** Runs in the page before any of its scripts: buffers every long frame with its scripts' attribution. */
export function observeLongFrames() {
  window.__longFrames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longFrames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        scripts: entry.scripts.map((script) => ({
          url: script.sourceURL.replace(/^.*\/_next\/static\/chunks\//, ''),
          invoker: script.invoker,
          duration: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** Waits until no long frame has ended for `quietMs` (or 20 s in all), then returns the page's long frames. */
export function longFramesOnceQuiet(page, quietMs) {
  return page.evaluate(async (quiet) => {
    const started = performance.now();
    const lastEnd = () => Math.max(0, ...window.__longFrames.map((frame) => frame.start + frame.duration));
    while (performance.now() - Math.max(lastEnd(), started) < quiet && performance.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return window.__longFrames;
  }, quietMs);
}

/** Blocking time after the first contentful paint (each frame's time over 50 ms, summed), and the frames counted. */
export async function blockingAfterFcp(page, frames) {
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  const afterFcp = frames.filter((frame) => frame.start + frame.duration > fcp);
  return { blocking: afterFcp.reduce((sum, frame) => sum + frame.blocking, 0), afterFcp };
}
