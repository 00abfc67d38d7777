import { afterAll, afterEach } from 'vitest';
import { removeTempDirs, startReceiver, startServer, type Receiver, type TestServer } from './helpers.ts';

export const NEW_OPENING = {
  job_title: 'Salesforce Administrator',
  job_required_experience: '3+ years',
  job_location: 'Toronto, Canada',
  job_opening_date: '2026-11-22',
  location_id: 1,
  description: '<p>Own our CRM.</p>',
};

/** A server clock that runs with real time, shifted by `offsetMs` (changeable), so a far moment can be reached. */
export function shiftedClock(offsetMs = 0) {
  const clock = { offsetMs, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}

/** The next 00:00 UTC after `at`, when a date (an event's day, an opening's last day) becomes past. */
export const nextMidnight = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);

/** Servers and hook receivers made by a spec, closed after each test. */
export function scheduleFixtures() {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of cleanup.splice(0).reverse()) await close();
  });
  afterAll(removeTempDirs);
  return {
    async receiver(): Promise<Receiver> {
      const hook = await startReceiver();
      cleanup.push(() => hook.close());
      return hook;
    },
    async server(options: { hook?: Receiver; dir?: string; clock?: () => Date } = {}): Promise<TestServer> {
      const env: Record<string, string> = options.hook ? { SITE_REVALIDATE_URL: options.hook.url } : {};
      const server = await startServer({ dir: options.dir, env, clock: options.clock });
      cleanup.push(() => server.app.close());
      return server;
    },
  };
}
