// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Outcome } from '@/lib/leads/deliver';
import type { Lead } from '@/lib/leads/lead';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { createLeadWorker } from '@/lib/leads/worker';

const HOUR = 3_600_000;

/** A worker on an in-memory journal with a hand-moved clock and a target that is up or down. */
function setup(count = 3) {
  const clock = { now: 0 };
  const target = { up: false, status: 'retry' as Outcome['kind'] };
  const queue = openSqliteJournal(':memory:');
  const sent: string[] = [];
  const log = { error: vi.fn(), warn: vi.fn() };
  const probe = vi.fn(async () => target.up);
  const deliver = async (lead: Lead): Promise<Outcome> => {
    if (!target.up) return { kind: 'retry', error: 'connect ECONNREFUSED' };
    sent.push(lead.id);
    return target.status === 'dead' ? { kind: 'dead', error: 'HTTP 400' } : { kind: 'delivered' };
  };
  const worker = createLeadWorker({
    queue,
    deliver,
    probe,
    deliveredKeepMs: 30 * 24 * HOUR,
    now: () => clock.now,
    random: () => 1,
    log,
  });
  const addLeads = async () => {
    for (let i = 0; i < count; i++)
      await queue.add({ id: `lead-${i}`, formId: 'contact', fields: {}, pageUrl: '/' }, clock.now);
  };
  return { clock, target, queue, sent, log, probe, worker, addLeads };
}

describe('the lead delivery worker', () => {
  it('delivers due leads in one pass when the target is up', async () => {
    const { target, queue, sent, worker, addLeads } = setup(25);
    target.up = true;
    await addLeads();
    await worker.tick();
    expect(sent).toHaveLength(25);
    expect((await queue.stats(0)).delivered).toBe(25);
  });

  it('backs off while the target is down, probes every 15 s, and sends everything on the pass after it answers', async () => {
    const { clock, target, queue, sent, probe, worker, addLeads } = setup();
    await addLeads();
    await worker.tick();
    expect(worker.isDown()).toBe(true);
    expect((await queue.list('pending', 10)).map((lead) => lead.nextAttemptAt)).toEqual([10_000, 10_000, 10_000]);
    // Hours into the outage, backoff has grown to an hour; the probe still runs every 15 s.
    clock.now = 5 * HOUR;
    await worker.tick();
    clock.now += 14_999;
    probe.mockClear();
    await worker.tick();
    expect(probe).not.toHaveBeenCalled();
    target.up = true;
    clock.now += 1;
    await worker.tick();
    expect(probe).toHaveBeenCalledOnce();
    expect(sent.sort()).toEqual(['lead-0', 'lead-1', 'lead-2']);
    expect((await queue.stats(clock.now)).pending).toBe(0);
  });

  it('sends every waiting lead on the pass after one got through, before the next probe', async () => {
    const { clock, target, queue, sent, worker } = setup();
    // Queued at different times in the outage: their backoffs run out at different times.
    for (const [i, at] of [0, 60_000, 120_000].entries()) {
      clock.now = at;
      await queue.add({ id: `lead-${i}`, formId: 'contact', fields: {}, pageUrl: '/' }, at);
      await worker.tick();
    }
    const [first] = await queue.list('pending', 1);
    target.up = true;
    clock.now = first!.nextAttemptAt!;
    await worker.tick();
    expect(sent).toHaveLength(1);
    clock.now += 1_000;
    await worker.tick();
    expect(sent).toHaveLength(3);
  });

  it('marks a lead dead at once on a 4xx, with an error-level log line', async () => {
    const { target, queue, log, worker, addLeads } = setup(1);
    Object.assign(target, { up: true, status: 'dead' });
    await addLeads();
    await worker.tick();
    expect(await queue.get('lead-0')).toMatchObject({ state: 'dead', lastError: 'HTTP 400' });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('lead-0'));
  });

  it('gives a lead up only after 72 h of failures', async () => {
    const { clock, queue, log, worker, addLeads } = setup(1);
    await addLeads();
    while (clock.now < 72 * HOUR) {
      const [lead] = await queue.list('pending', 1);
      if (!lead) break;
      clock.now = lead.nextAttemptAt!;
      await worker.tick();
    }
    const lead = await queue.get('lead-0');
    expect(lead?.state).toBe('dead');
    expect(lead?.updatedAt).toBeGreaterThanOrEqual(72 * HOUR);
    expect(log.error).toHaveBeenCalledOnce();
  });
});
