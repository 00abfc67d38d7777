// @vitest-environment node
// The console's inbox query, "Retry now", and erasure with suppression, the same on both kinds of queue
// (the SQLite journal, and BullMQ on a real redis-server, also with leads waiting on the local disk).
import { createClient } from 'redis';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openBullmqQueue } from '@/lib/leads/bullmq-queue';
import type { NewLead } from '@/lib/leads/lead';
import { withLocalFallback } from '@/lib/leads/local-fallback';
import type { LeadQueue } from '@/lib/leads/queue';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { addressHasher } from '@/lib/leads/suppression';
import { newLead } from '../support/new-lead';
import { startPrivateRedis } from '../support/redis';

const DAY = 24 * 60 * 60_000;
const T = Date.UTC(2026, 10, 1);
const hash = addressHasher('a test secret of enough length');
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
const open: LeadQueue[] = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
}, 20_000);
afterEach(async () => {
  for (const queue of open.splice(0)) await queue.close();
  const client = await createClient({ url: redis.url }).connect();
  await client.flushAll();
  client.destroy();
});
afterAll(async () => redis?.stop());

const kinds = {
  sqlite: () => openSqliteJournal(':memory:', hash),
  bullmq: () => openBullmqQueue(redis.url, 30 * DAY, hash),
} as const;
const opened = (make: () => LeadQueue) => {
  const queue = make();
  open.push(queue);
  return queue;
};

/** A lead made at `at`, its UUIDv7 carrying that time, from `email`. */
const leadAt = (at: number, email: string, extra: Partial<NewLead> = {}) =>
  newLead(uuidv7({ msecs: at }), { fields: { 'First Name': 'Ana', Email: email, Company: 'Acme Ltd' }, ...extra });
const touch = (utm_campaign: string) => ({ first: {}, latest: { utm_campaign } });

describe.each(Object.entries(kinds))('the inbox on the %s queue', (_kind, make) => {
  it('filters by form, state, dates, campaign and text; newest first, a page at a time, with the total', async () => {
    const q = opened(make);
    const quote = newLead(uuidv7({ msecs: T + 4 }), {
      formId: 'quote',
      fields: { fullname: 'Zoë Brontë', email: 'zoe@example.org' },
    });
    const leads = [
      leadAt(T + 1, 'ana@example.com', { attribution: touch('Q1') }),
      leadAt(T + 2, 'bo@example.com', { rejectedFor: 'honeypot' }),
      leadAt(T + 3, 'cy@example.com', { attribution: touch('q2') }),
      quote,
    ];
    for (const [index, lead] of leads.entries()) await q.add(lead, T + index + 1);
    const ids = async (query: Parameters<LeadQueue['search']>[0]) => (await q.search(query)).leads.map((l) => l.id);
    const all = { offset: 0, limit: 10 };
    expect(await ids(all)).toEqual([quote.id, leads[2]!.id, leads[1]!.id, leads[0]!.id]);
    expect(await q.search({ offset: 1, limit: 2 })).toMatchObject({ total: 4, leads: [{ id: leads[2]!.id }, {}] });
    expect(await ids({ ...all, formId: 'quote' })).toEqual([quote.id]);
    expect(await ids({ ...all, state: 'rejected' })).toEqual([leads[1]!.id]);
    expect(await ids({ ...all, from: T + 2, to: T + 4 })).toEqual([leads[2]!.id, leads[1]!.id]);
    expect(await ids({ ...all, campaign: 'q1' })).toEqual([leads[0]!.id]);
    expect(await ids({ ...all, search: 'ZOË' })).toEqual([quote.id]);
    expect(await ids({ ...all, search: 'acme', state: 'pending' })).toEqual([leads[2]!.id, leads[0]!.id]);
    expect(await q.search({ ...all, search: 'nobody' })).toEqual({ leads: [], total: 0 });
  });

  it('finds a lead by its phone in any format, and by any campaign field of either touch', async () => {
    const q = opened(make);
    const withCode = leadAt(T + 1, 'ana@example.com', {
      formId: 'schedule-a-call',
      fields: { 'First Name': 'Ana', Phone: '4165550100', LEADCF15: '+1 US' },
      attribution: {
        first: { landing_page: '/pricing', referrer: 'https://news.example', utm_source: 'newsletter' },
        latest: { utm_medium: 'email', utm_campaign: 'nov', utm_term: 'remote devs', utm_content: 'hero-button' },
      },
    });
    const quote = newLead(uuidv7({ msecs: T + 2 }), {
      formId: 'quote',
      fields: { fullname: 'Bo', email: 'bo@example.com', phoneno: '2125550199' },
    });
    const other = leadAt(T + 3, 'cy@example.com', { fields: { Phone: '9995550100', Email: 'cy@example.com' } });
    for (const lead of [withCode, quote, other]) await q.add(lead, T);
    const ids = async (search: string) => (await q.search({ search, offset: 0, limit: 10 })).leads.map((l) => l.id);
    for (const phone of ['+1 (416) 555-0100', '4165550100', '416-555-0100', '416.555.0100', '1 416 555 0100'])
      expect(await ids(phone), phone).toEqual([withCode.id]);
    expect(await ids('(212) 555-0199')).toEqual([quote.id]);
    expect(await ids('+1 212 555 0199')).toEqual([quote.id]);
    expect(await ids('555-01')).toEqual([other.id, quote.id, withCode.id]);
    for (const value of ['NEWSLETTER', 'email', 'nov', 'remote devs', 'hero-button', '/pricing', 'news.example'])
      expect(await ids(value), value).toEqual([withCode.id]);
    // A word with a digit is no phone: `q1` does not find every phone with a 1 in it.
    expect(await ids('q1')).toEqual([]);
  });

  it('erases every lead of an address, any case, and refuses a replay made before it; a new lead is taken', async () => {
    const q = opened(make);
    const [kept, first, second] = [
      leadAt(T, 'other@example.com'),
      leadAt(T + 1, 'Ana@Example.com'),
      leadAt(T + 2, 'ana@example.com', { rejectedFor: 'too-fast' }),
    ];
    for (const lead of [kept, first, second]) await q.add(lead, T);
    expect((await q.erase(' ANA@example.com ', T + 10)).sort()).toEqual([first.id, second.id].sort());
    expect((await q.search({ offset: 0, limit: 10 })).leads.map((l) => l.id)).toEqual([kept.id]);
    expect(await q.get(first.id)).toBeNull();
    await q.add(first, T + 20);
    await q.add(leadAt(T + 5, 'ana@example.com'), T + 20);
    expect((await q.search({ offset: 0, limit: 10 })).total).toBe(1);
    const again = leadAt(T + 30, 'ana@example.com');
    await q.add(again, T + 30);
    expect(await q.get(again.id)).toMatchObject({ state: 'pending' });
  });

  it('erases the leads stored with a display name before the forms took bare addresses only', async () => {
    const q = opened(make);
    const theirs = ['Claim-your-prize<Victim@example.test>', 'x<victim@example.test>', '(prize)victim@example.test'];
    const legacy = theirs.map((email, n) => leadAt(T + n, email));
    const kept = leadAt(T + 5, 'x<victim@example.org>');
    for (const lead of [...legacy, kept]) await q.add(lead, T);
    expect((await q.erase('victim@example.test', T + 10)).sort()).toEqual(legacy.map((lead) => lead.id).sort());
    expect((await q.search({ offset: 0, limit: 10 })).leads.map((lead) => lead.id)).toEqual([kept.id]);
  });
});

describe('retry now', () => {
  it('makes a backed-off lead of the journal due at once, and nothing else', async () => {
    const q = openSqliteJournal(':memory:', hash);
    await q.add(newLead('a'), 0);
    await q.claim(0, 10, 60_000);
    await q.retryAt('a', 'HTTP 503', 600_000, 1);
    expect(await q.claim(2, 10, 60_000)).toEqual([]);
    expect(await q.dueNow('a', 2)).toBe(true);
    expect((await q.claim(2, 10, 60_000)).map((lead) => lead.id)).toEqual(['a']);
    expect(await q.dueNow('missing', 2)).toBe(false);
  });

  it('promotes a backed-off BullMQ job', async () => {
    const q = opened(kinds.bullmq);
    await q.add(newLead('a'));
    let answer: 'retry' | 'delivered' = 'retry';
    const reached: string[] = [];
    const stop = q.startDelivery({
      deliver: async (lead) =>
        answer === 'retry' ? { kind: 'retry', error: 'HTTP 503' } : (reached.push(lead.id), { kind: 'delivered' }),
      // The probe never answers: only "Retry now" can bring the lead out before its 5-10 s backoff.
      probe: async () => false,
      deliveredKeepMs: DAY,
      log: { error: vi.fn(), warn: vi.fn() },
    });
    await vi.waitFor(async () => expect(await q.get('a')).toMatchObject({ attempts: 1 }));
    answer = 'delivered';
    expect(await q.dueNow('a', Date.now())).toBe(true);
    await vi.waitFor(() => expect(reached).toEqual(['a']), { timeout: 3_000 });
    await stop();
  });
});

describe('with Redis, leads waiting on the local disk', () => {
  it('are in the inbox and erased with the rest', async () => {
    const local = openSqliteJournal(':memory:', hash);
    const q = opened(() => withLocalFallback(openBullmqQueue(redis.url, DAY, hash), local));
    const [onDisk, inRedis] = [leadAt(T + 1, 'ana@example.com'), leadAt(T + 2, 'ana@example.com')];
    await local.add(onDisk, T + 1);
    await q.add(inRedis, T + 2);
    expect(await q.search({ offset: 0, limit: 10 })).toMatchObject({ total: 2, leads: [{ id: inRedis.id }, {}] });
    expect(await q.get(onDisk.id)).toMatchObject({ id: onDisk.id });
    expect((await q.erase('ana@example.com', T + 10)).sort()).toEqual([onDisk.id, inRedis.id].sort());
    expect(await local.get(onDisk.id)).toBeNull();
    // Another instance's disk still held it: its handoff to Redis is refused.
    await q.add(onDisk, T + 1);
    expect((await q.search({ offset: 0, limit: 10 })).total).toBe(0);
  });
});

describe('a person erased while their lead is being delivered (BullMQ)', () => {
  it('leaves no copy once the delivery ends', async () => {
    const q = opened(kinds.bullmq);
    const lead = leadAt(Date.now(), 'ana@example.com');
    await q.add(lead);
    let finish = () => {};
    const started = new Promise<void>((resolve) => {
      const stop = q.startDelivery({
        deliver: () => {
          resolve();
          return new Promise((done) => (finish = () => done({ kind: 'delivered' })));
        },
        probe: async () => true,
        deliveredKeepMs: DAY,
        log: { error: vi.fn(), warn: vi.fn() },
      });
      open.push({ close: stop } as unknown as LeadQueue);
    });
    await started;
    expect(await q.erase('ana@example.com', Date.now())).toEqual([lead.id]);
    finish();
    await vi.waitFor(async () => expect(await q.get(lead.id)).toBeNull(), { timeout: 3_000 });
  });
});
