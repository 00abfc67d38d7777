import { HttpError } from '../http/errors.ts';

export interface JobLimit {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `concurrency` jobs at once (sharp work on a 2-core box), and at most `maxWaiting` queued behind them:
 * past that the caller gets a 503 with Retry-After rather than an ever longer wait.
 */
export function createJobLimit(concurrency: number, maxWaiting: number): JobLimit {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running--;
    queue.shift()?.();
  };
  return {
    async run(job) {
      if (running >= concurrency) {
        if (queue.length >= maxWaiting) throw new HttpError(503, 'busy resizing images, retry shortly');
        await new Promise<void>((resolve) => queue.push(resolve));
      }
      running++;
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
