/** `write` at most once per `everyMs`: while Redis is down every connection retries many times a second. */
export function throttled<A extends unknown[]>(write: (...args: A) => void, everyMs = 30_000): (...args: A) => void {
  let last = -Infinity;
  return (...args) => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    write(...args);
  };
}
