import Database from '@site/shared/sqlite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminRequests, NEW_BLOG, tempDir, type TestServer } from './helpers.ts';
import { NEW_OPENING, scheduleFixtures, shiftedClock } from './schedule-helpers.ts';

const fixtures = scheduleFixtures();
const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();

/** The outbox's payloads, oldest first (the hook target is down, so they stay pending: nothing is lost). */
const payloads = async (server: TestServer) =>
  (await adminRequests(() => server.app).outbox())
    .map((row) => row.payload)
    .reverse()
    .map((payload) => JSON.stringify(payload));

const announced = (dir: string) => {
  const db = new Database(path.join(dir, 'content.db'), { readonly: true });
  try {
    return db.prepare('SELECT source, kind FROM scheduled_announcements ORDER BY due_at').all();
  } finally {
    db.close();
  }
};

describe('across restarts, each moment is announced exactly once', () => {
  it('catches up on start with what came due while down, and never again after another restart', async () => {
    const dir = tempDir();
    const first = await fixtures.server({ dir });
    const { put } = adminRequests(() => first.app);
    // Published in one hour, taken down in two; an opening closes in ninety minutes.
    await put('blogs/while-down', {
      ...NEW_BLOG,
      publish_at: at(Date.now() + HOUR),
      unpublish_at: at(Date.now() + 2 * HOUR),
    });
    await put('openings/closing-role', { ...NEW_OPENING, valid_through: at(Date.now() + 1.5 * HOUR) });
    const written = await payloads(first);
    await first.app.close();

    // The service comes back three hours later: all three moments passed while it was down.
    const later = shiftedClock(3 * HOUR);
    const second = await fixtures.server({ dir, clock: later.now });
    // One hook per record: the post's two moments share one announcement of its final state (hidden).
    const caughtUpPayloads = [{ type: 'blog', slug: 'while-down' }, { type: 'openings' }].map((p) => JSON.stringify(p));
    expect(await payloads(second)).toEqual([...written, ...caughtUpPayloads]);
    expect(announced(dir)).toEqual([
      { source: 'blogs', kind: 'publish' },
      { source: 'job_openings', kind: 'valid_through' },
      { source: 'blogs', kind: 'unpublish' },
    ]);
    const caughtUp = await payloads(second);
    await second.app.close();

    const third = await fixtures.server({ dir, clock: later.now });
    expect(await payloads(third)).toEqual(caughtUp);
  });

  it('a first start announces nothing: moments before the scheduler existed, or before a record’s last write, are not its own', async () => {
    const clock = shiftedClock();
    const server = await fixtures.server({ clock: clock.now });
    // The seed has past events and openings; none is announced.
    expect(await payloads(server)).toEqual([]);
    const { put } = adminRequests(() => server.app);
    // A write that sets a moment already past (yet after the scheduler's start) announces itself; the scheduler does
    // not add a second hook.
    await put('blogs/already-live', { ...NEW_BLOG, publish_at: at(Date.now() - 1) });
    await put('blogs/other', { ...NEW_BLOG, blog_title: 'Another post' });
    expect(await payloads(server)).toEqual([
      JSON.stringify({ type: 'blog', slug: 'already-live' }),
      JSON.stringify({ type: 'blog', slug: 'other' }),
    ]);
  });

  it('an upgraded database is not flooded: moments before the scheduler’s migration are not announced', async () => {
    const dir = tempDir();
    await (await fixtures.server({ dir })).app.close();
    // As in a database edited long before this version: every event's last write predates its day.
    const db = new Database(path.join(dir, 'content.db'));
    db.prepare(`UPDATE events SET updated_at = '2020-01-01T00:00:00.000Z'`).run();
    db.close();
    const restarted = await fixtures.server({ dir });
    expect(await payloads(restarted)).toEqual([]);
  });

  it('a draft’s publish_at passing is not announced: the draft stays hidden until someone publishes it', async () => {
    const clock = shiftedClock();
    const server = await fixtures.server({ clock: clock.now });
    const { put } = adminRequests(() => server.app);
    await put('blogs/held-draft', { ...NEW_BLOG, status: 'draft', publish_at: at(Date.now() + HOUR) });
    clock.offsetMs = 2 * HOUR;
    await put('blogs/other', { ...NEW_BLOG, blog_title: 'Another post' });
    expect(await payloads(server)).toEqual([
      JSON.stringify({ type: 'blog', slug: 'held-draft' }),
      JSON.stringify({ type: 'blog', slug: 'other' }),
    ]);
  });
});
