// @vitest-environment node
// With Redis down, a lead is stored on the instance's disk at once (never "failed" and then
// sent), and moved to the shared queue, once, when Redis is back; against a real redis-server and journal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openBullmqQueue } from '@/lib/leads/bullmq-queue';
import { SHARED_STORE_TIMEOUT_MS, withLocalFallback } from '@/lib/leads/local-fallback';
import type { Lead } from '@/lib/leads/lead';
import type { LeadQueue } from '@/lib/leads/queue';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { newLead } from '../support/new-lead';
import { startPrivateRedis } from '../support/redis';

const DAY = 24 * 60 * 60_000;
const dir = mkdtempSync(path.join(tmpdir(), 'leads-fallback-'));
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let queue: LeadQueue;
let stopDelivery: () => Promise<void>;
const delivered: string[] = [];
const log = { error: vi.fn(), warn: vi.fn() };

beforeAll(async () => {
  redis = await startPrivateRedis();
  const local = openSqliteJournal(path.join(dir, 'leads.sqlite'));
  queue = withLocalFallback(openBullmqQueue(redis.url, DAY), local, log as unknown as Console);
  const deliver = async (lead: Lead) => (delivered.push(lead.id), { kind: 'delivered' as const });
  stopDelivery = queue.startDelivery({
    deliver,
    probe: async () => true,
    deliveredKeepMs: DAY,
    log,
    probeEveryMs: 200,
  });
  // Up and working first, as an instance is before its Redis goes.
  await queue.add(newLead('before'));
  await vi.waitFor(() => expect(delivered).toEqual(['before']), { timeout: 10_000 });
}, 30_000);
afterAll(async () => {
  await stopDelivery?.();
  await queue?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the lead queue with Redis down', () => {
  it('stores a lead on the local disk in about the shared store’s timeout, and counts it there', async () => {
    await redis.stop();
    for (const id of ['down-1', 'down-2']) {
      const started = Date.now();
      await queue.add(newLead(id));
      expect(Date.now() - started).toBeLessThan(SHARED_STORE_TIMEOUT_MS + 500);
    }
    await queue.add(newLead('down-spam', { rejectedFor: 'honeypot' }));
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("kept on this instance's disk"));
    const local = openSqliteJournal(path.join(dir, 'leads.sqlite'));
    expect((await local.since(0)).map((lead) => lead.id).sort()).toEqual(['down-1', 'down-2', 'down-spam']);
    await local.close();
  }, 20_000);

  it('moves them to the shared queue when Redis is back, each delivered exactly once, the spam kept rejected', async () => {
    redis = await redis.restart();
    await vi.waitFor(
      () => expect(delivered.filter((id) => id.startsWith('down-')).sort()).toEqual(['down-1', 'down-2']),
      {
        timeout: 15_000,
      },
    );
    await vi.waitFor(async () => expect((await queue.stats(Date.now())).onLocalDisk).toBe(0), { timeout: 5_000 });
    expect(await queue.get('down-spam')).toMatchObject({ state: 'rejected', reason: 'honeypot' });
    expect(await queue.get('down-1')).toMatchObject({ state: 'delivered' });
    // Nothing delivered twice: the shared queue's job ids are the leads' ids.
    expect(new Set(delivered).size).toBe(delivered.length);
  }, 30_000);
});
