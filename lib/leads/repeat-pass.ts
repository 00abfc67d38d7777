// The background loops of the lead and alert queues (delivery, probe, handoff, sending): one pass every so often,
// never two at once, a failed pass logged and the next one tried; the timer never keeps the process alive.

/** Starts `pass` every `everyMs`; answers its stop, which waits for a pass under way to end. */
export function repeatPass(pass: () => Promise<void>, everyMs: number, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= pass()
      .catch(onError)
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
}
