// @vitest-environment node
// The BullMQ lead queue (REDIS_URL) against a real redis-server: the same states and commands as the journal.
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Queue } from 'bullmq';
import { LEAD_QUEUE_NAMES, type LeadJobData } from '@/lib/leads/bullmq-jobs';
import { pruneRejected } from '@/lib/leads/bullmq-prune';
import { openBullmqQueue } from '@/lib/leads/bullmq-queue';
import type { Outcome } from '@/lib/leads/deliver';
import type { Lead } from '@/lib/leads/lead';
import type { DeliveryOptions, LeadQueue } from '@/lib/leads/queue';
import { newLead } from '../support/new-lead';
import { startPrivateRedis } from '../support/redis';

const DAY = 24 * 60 * 60_000;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
const open: LeadQueue[] = [];
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
}, 20_000);
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const queue of open.splice(0)) await queue.close();
  const client = await createClient({ url: redis.url }).connect();
  await client.flushAll();
  client.destroy();
});
afterAll(async () => redis?.stop());

const queue = () => {
  const opened = openBullmqQueue(redis.url, 30 * DAY);
  open.push(opened);
  return opened;
};
const lead = newLead;

/** Starts delivery on `on` with a target the test turns up and down; answers what reached it, by lead id. */
function deliverFrom(
  on: LeadQueue,
  target = { answer: 'delivered' as Outcome['kind'] },
  extra: Partial<DeliveryOptions> = {},
) {
  const reached: string[] = [];
  const log = { error: vi.fn(), warn: vi.fn() };
  const deliver = async (lead: Lead): Promise<Outcome> => {
    if (target.answer === 'retry') return { kind: 'retry', error: 'connect ECONNREFUSED' };
    reached.push(lead.id);
    return target.answer === 'dead' ? { kind: 'dead', error: 'HTTP 400' } : { kind: 'delivered' };
  };
  const probe = async () => target.answer !== 'retry';
  stops.push(on.startDelivery({ deliver, probe, deliveredKeepMs: 30 * DAY, log, probeEveryMs: 200, ...extra }));
  return { reached, log, target };
}

describe('the BullMQ lead queue', () => {
  it('keeps one job per lead id, every field as typed; a rejected lead waits apart, never delivered', async () => {
    const q = queue();
    await q.add(lead('a', { fields: { Email: 'first@example.com' } }), 1_000);
    await q.add(lead('a', { fields: { Email: 'second@example.com' } }), 2_000);
    await q.add(lead('b', { rejectedFor: 'too-fast' }), 3_000);
    expect(await q.get('a')).toMatchObject({
      state: 'pending',
      fields: { Email: 'first@example.com' },
      createdAt: 1_000,
    });
    expect(await q.get('b')).toMatchObject({ ...lead('b'), state: 'rejected', reason: 'too-fast' });
    expect(await q.stats(4_000)).toEqual({ pending: 1, delivered: 0, rejected: 1, dead: 0, oldestPendingAgeMs: 3_000 });
    const { reached } = deliverFrom(q);
    await vi.waitFor(async () => expect((await q.stats(0)).delivered).toBe(1), { timeout: 5_000 });
    expect(reached).toEqual(['a']);
    expect((await q.list('rejected', 10)).map((l) => l.id)).toEqual(['b']);
  });

  it('prunes spam past its keep and keeps a lead held for review, however old', async () => {
    const q = queue();
    await q.add(lead('held', { rejectedFor: 'too-fast' }), 1_000);
    await q.add(lead('spam', { rejectedFor: 'honeypot' }), 1_000);
    await q.add(lead('new-spam', { rejectedFor: 'honeypot' }), 300 * DAY);
    const client = createClient({ url: redis.url });
    const rejected = new Queue<LeadJobData>(LEAD_QUEUE_NAMES.rejected, { connection: client });
    try {
      expect(await pruneRejected(rejected, 1_000 + 300 * DAY, 7 * DAY)).toBe(1);
    } finally {
      await rejected.close();
      client.destroy();
    }
    expect((await q.list('rejected', 10)).map((l) => l.id).sort()).toEqual(['held', 'new-spam']);
  });

  it('delivers each lead once while workers in two instances compete', async () => {
    const [a, b] = [queue(), queue()];
    const ids = Array.from({ length: 40 }, (_, i) => `lead-${i}`);
    for (const id of ids) await (Number(id.slice(5)) % 2 ? a : b).add(lead(id));
    const first = deliverFrom(a);
    const second = deliverFrom(b);
    await vi.waitFor(async () => expect((await a.stats(0)).delivered).toBe(40), { timeout: 10_000 });
    expect([...first.reached, ...second.reached].sort()).toEqual([...ids].sort());
  });

  it('backs a failed lead off, and the probe makes it due as soon as the target answers', async () => {
    const q = queue();
    await q.add(lead('a'));
    const { reached, target } = deliverFrom(q, { answer: 'retry' });
    await vi.waitFor(async () =>
      expect(await q.get('a')).toMatchObject({ attempts: 1, lastError: expect.any(String) }),
    );
    expect((await q.stats(Date.now())).pending).toBe(1);
    target.answer = 'delivered';
    // Its backoff is 5-10 s; the probe (200 ms here) brings it out long before.
    await vi.waitFor(() => expect(reached).toEqual(['a']), { timeout: 3_000 });
    // BullMQ marks the job completed only after the processor has returned, so the target sees it first.
    await vi.waitFor(async () => expect(await q.get('a')).toMatchObject({ state: 'delivered' }));
  });

  it('gives a lead up at once on a 4xx, logging it; retry puts it back with a fresh 72 h', async () => {
    const q = queue();
    await q.add(lead('a'));
    const { log, target } = deliverFrom(q, { answer: 'dead' });
    await vi.waitFor(async () => expect(await q.get('a')).toMatchObject({ state: 'dead', lastError: 'HTTP 400' }));
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Lead a \(contact\) is dead after 1 attempts: HTTP 400\. /),
    );
    target.answer = 'delivered';
    expect(await q.requeue('a', 'dead', 5_000)).toBe(true);
    await vi.waitFor(async () => expect(await q.get('a')).toMatchObject({ state: 'delivered', queuedAt: 5_000 }));
    expect(await q.requeue('a', 'dead', 6_000)).toBe(false);
  });

  it('puts every dead lead back with retry --dead', async () => {
    const q = queue();
    for (const id of ['a', 'b']) await q.add(lead(id));
    const { target, reached } = deliverFrom(q, { answer: 'dead' });
    await vi.waitFor(async () => expect((await q.stats(0)).dead).toBe(2));
    target.answer = 'delivered';
    expect(await q.requeueAllDead(7_000)).toBe(2);
    await vi.waitFor(async () => expect((await q.stats(0)).delivered).toBe(2));
    expect(reached.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('gives a lead up once it has waited 72 h, whatever the count', async () => {
    const q = queue();
    await q.add(lead('old'), Date.now() - 72 * 60 * 60_000);
    const { log } = deliverFrom(q, { answer: 'retry' });
    await vi.waitFor(async () => expect(await q.get('old')).toMatchObject({ state: 'dead' }));
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('releases a rejected lead to its target, and lists and exports every lead', async () => {
    const q = queue();
    await q.add(lead('spam?', { rejectedFor: 'rate-limit' }), 1_000);
    await q.add(lead('ok'), 2_000);
    expect(await q.requeue('nope', 'rejected', 3_000)).toBe(false);
    expect(await q.requeue('spam?', 'rejected', 3_000)).toBe(true);
    const { reached } = deliverFrom(q);
    await vi.waitFor(() => expect(reached.sort()).toEqual(['ok', 'spam?']));
    await vi.waitFor(async () => expect((await q.list('delivered', 10)).length).toBe(2));
    expect((await q.since(1_500)).map((l) => l.id)).toEqual(['ok']);
    expect(await q.get('spam?')).toMatchObject({ state: 'delivered', reason: 'rate-limit' });
  });

  it('keeps where each lead came from and the privacy notice’s date, rejected and released ones too', async () => {
    const q = queue();
    const attribution = { first: { utm_source: 'newsletter', gclid: 'abc' }, latest: { utm_campaign: 'q1' } };
    await q.add(lead('a', { attribution, privacyNoticeDate: '2026-01-15' }), 1_000);
    await q.add(lead('b', { attribution, rejectedFor: 'honeypot' }), 2_000);
    await q.add(lead('c'), 3_000);
    expect(await q.get('a')).toMatchObject({ attribution, privacyNoticeDate: '2026-01-15' });
    expect(await q.requeue('b', 'rejected', 4_000)).toBe(true);
    expect(await q.get('b')).toMatchObject({ state: 'pending', attribution });
    expect(await q.get('c')).toMatchObject({ attribution: null, privacyNoticeDate: null });
  });
});
