// @vitest-environment node
// Erasing a person leaves nothing of them on disk. After the console's two steps (the lead queue's erase, then the
// alerts' of the ids it answers), no byte of their name, address or phone is in any file of the lead journal (main,
// -wal, -shm), of any instance's fallback journal, or of Redis (a dump, and its append-only files), whatever state
// their leads were in and however their address was written. Another person's lead is found: the search sees.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from '@site/shared/sqlite';
import { createClient } from 'redis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertStats } from '@/lib/alerts/alert';
import type { AlertQueue } from '@/lib/alerts/alert-queue';
import { openBullmqAlerts } from '@/lib/alerts/bullmq-alerts';
import type { AlertConfig } from '@/lib/alerts/config';
import { raiseAlerts } from '@/lib/alerts/raise';
import { openSqliteAlerts } from '@/lib/alerts/sqlite-alerts';
import { openBullmqQueue } from '@/lib/leads/bullmq-queue';
import { JOURNAL_SCHEMA } from '@/lib/leads/journal-schema';
import type { Lead, NewLead } from '@/lib/leads/lead';
import { withLocalFallback } from '@/lib/leads/local-fallback';
import type { LeadQueue } from '@/lib/leads/queue';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { addressHasher } from '@/lib/leads/suppression';
import { tracesOf } from '../support/person-on-disk';
import { startPrivateRedis } from '../support/redis';

const DAY = 24 * 60 * 60_000;
const SECRET = 'a test secret of at least 32 characters';
const hash = addressHasher(SECRET);
const ERASED = { 'First Name': 'Wilhelmina', 'Last Name': 'Quuxley', Email: 'wilhelmina.quux@victim.example' };
const KEPT = { 'First Name': 'Bartholomew', 'Last Name': 'Zyzzyva', Email: 'bart.zyzzyva@kept.example' };
const PHONES = { erased: '2125550777', handedOn: '2125550666', kept: '2125550888' };
const ERASED_VALUES = [...Object.values(ERASED), PHONES.erased, PHONES.handedOn];
const KEPT_VALUES = [...Object.values(KEPT), PHONES.kept];
/** Channels on (each alert's sending is the test's own `send`); the auto-reply's refusal quotes the address. */
const CONFIG: AlertConfig = {
  ...{ siteUrl: 'https://site.example', brand: 'Brand', smtpUrl: 'smtp://127.0.0.1:1', to: ['sales@site.example'] },
  ...{ from: 'alerts@site.example', autoreply: true },
};
const refusedFor = (lead: Lead) => `550 5.1.1 <${String(lead.fields.Email)}>: mailbox unavailable`;

let n = 0;
/** A contact lead of `person` (a UUIDv7 of 2024, before the erasure), its Description what its target answers. */
const leadOf = (person: Record<string, string>, extra: Partial<NewLead> = {}): NewLead => ({
  id: `0190a000-0000-7000-8000-${String((n += 1)).padStart(12, '0')}`,
  formId: 'contact',
  fields: { ...person, Phone: person === KEPT ? PHONES.kept : PHONES.erased, Description: 'deliver' },
  pageUrl: 'http://localhost:3000/contact-us',
  ...extra,
});
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'erasure-'));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const until = (check: () => Promise<boolean>) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 15_000, interval: 50 });

/** Every alert sent or refused: each person's one auto-reply of the day refused, quoting their address. */
const settled = (stats: AlertStats) => stats.pending === 0 && stats.dead >= 2;

/**
 * A journal as the site wrote it before secure_delete: one of the person's leads deleted (handed on), others' leads
 * after it (so no later write touches its page), and one of theirs delivered, its address with a display name.
 */
function writtenBeforeTheFix(file: string): number {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(JOURNAL_SCHEMA);
  const insert = db.prepare(`INSERT INTO leads (id, form_id, fields, page_url, state, created_at, queued_at,
    next_attempt_at, updated_at) VALUES (?, 'contact', ?, '/', 'pending', @now, @now, @now, @now)`);
  const handedOn = leadOf(ERASED, { fields: { ...ERASED, Phone: PHONES.handedOn } });
  const others = Array.from({ length: 40 }, () => leadOf(KEPT));
  const delivered = leadOf({ ...ERASED, Email: `Prize<${ERASED.Email}>` });
  for (const lead of [handedOn, ...others, delivered])
    insert.run(lead.id, JSON.stringify({ ...lead.fields, Description: 'a message '.repeat(30) }), { now: Date.now() });
  db.prepare(`UPDATE leads SET state = 'delivered' WHERE id = ?`).run(delivered.id);
  db.prepare('DELETE FROM leads WHERE id = ?').run(handedOn.id);
  db.close();
  // What the old journal left: the deleted lead's bytes.
  expect(tracesOf([path.dirname(file)], [PHONES.handedOn])).toHaveLength(1);
  return others.length + 1;
}

/** The lead worker of one process: raises each lead's alerts, then delivers it, or its target refuses it. */
function deliverAndAlert(leads: LeadQueue, alerts: AlertQueue) {
  const log = { error: vi.fn(), warn: vi.fn() };
  const stopLeads = leads.startDelivery({
    deliver: async (lead) => {
      await raiseAlerts(alerts, CONFIG, lead, SECRET);
      return lead.fields.Description === 'refuse' ? { kind: 'dead', error: 'HTTP 400' } : { kind: 'delivered' };
    },
    probe: async () => true,
    deliveredKeepMs: DAY,
    log,
  });
  const stopAlerts = alerts.startSending({
    send: async (lead, channel) =>
      channel === 'autoreply' ? { kind: 'refused', error: refusedFor(lead) } : { kind: 'sent' },
    leadOf: (id) => leads.get(id),
    log,
    tickMs: 50,
  });
  cleanups.push(stopLeads, stopAlerts);
}

/** The console's erasure: the person's leads, then the alerts of the leads it removed. */
async function erase(leads: LeadQueue, alerts: AlertQueue): Promise<string[]> {
  const ids = await leads.erase(` ${ERASED.Email.toUpperCase()}`, Date.now());
  await alerts.erase(ids);
  return ids;
}

describe('one instance: the SQLite journal', () => {
  it('keeps no byte of an erased person in the journal, its WAL or its index, with alerts and old leads', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'leads.sqlite');
    const before = writtenBeforeTheFix(file);
    const journal = openSqliteJournal(file, hash);
    const alerts = openSqliteAlerts(file);
    // An operator command's connection, open and idle, as `npm run leads -- status` leaves one for a moment.
    const reader = new Database(file, { readonly: true });
    cleanups.push(
      () => journal.close(),
      () => alerts.close(),
      () => reader.close(),
    );
    const leads = [leadOf(ERASED), leadOf(ERASED, { formId: 'service-lead' }), leadOf(KEPT)];
    for (const lead of leads) await journal.add(lead);
    await journal.add(leadOf(ERASED, { rejectedFor: 'honeypot' }));
    deliverAndAlert(journal, alerts);
    await until(async () => (await journal.stats(Date.now())).pending === 0 && settled(await alerts.stats()));
    expect(reader.prepare('SELECT COUNT(*) FROM leads').pluck().get()).toBe(before + 4);

    expect(await erase(journal, alerts)).toHaveLength(4);
    expect(tracesOf([dir], ERASED_VALUES)).toEqual([]);
    expect(tracesOf([dir], KEPT_VALUES)).not.toEqual([]);
  }, 30_000);
});

describe('several instances: BullMQ on Redis, each instance with its fallback journal', () => {
  let redis: Awaited<ReturnType<typeof startPrivateRedis>> | undefined;
  afterAll(async () => redis?.stop());

  it('keeps no byte of an erased person in Redis’s dump or append-only files, nor on either instance', async () => {
    redis = await startPrivateRedis();
    const client = await createClient({ url: redis.url }).connect();
    cleanups.push(() => client.destroy());
    // Strings saved as they are, so a search of the bytes sees them; and snapshots on, as many a Redis has them.
    await client.configSet({ rdbcompression: 'no', save: '3600 1' });
    const redisDir = (await client.configGet('dir')).dir!;
    const instance = () => {
      const dir = tempDir();
      const local = openSqliteJournal(path.join(dir, 'leads.sqlite'), hash);
      const leads = withLocalFallback(openBullmqQueue(redis!.url, DAY, hash), local);
      const alerts = openBullmqAlerts(redis!.url, DAY);
      cleanups.push(
        () => leads.close(),
        () => alerts.close(),
      );
      return { dir, local, leads, alerts };
    };
    const [a, b] = [instance(), instance()];
    // Instance A took one of the person's leads while Redis did not answer; its handoff moves it on.
    await a.local.add(leadOf(ERASED));
    deliverAndAlert(a.leads, a.alerts);
    await b.leads.add(leadOf({ ...ERASED, Email: `x<${ERASED.Email}>` }));
    await b.leads.add(leadOf(ERASED, { fields: { ...ERASED, Phone: PHONES.erased, Description: 'refuse' } }));
    await b.leads.add(leadOf(ERASED, { rejectedFor: 'too-fast' }));
    await b.leads.add(leadOf(KEPT));
    // And B took one while Redis did not answer; it waits on B's disk for the handoff.
    await b.local.add(leadOf(ERASED));
    await until(async () => {
      const stats = await a.leads.stats(Date.now());
      return stats.pending === 0 && stats.onLocalDisk === 0 && settled(await b.alerts.stats());
    });

    // A snapshot taken while the person was there.
    await client.sendCommand(['SAVE']);
    expect(tracesOf([redisDir], ERASED_VALUES)).not.toEqual([]);

    expect(await erase(b.leads, b.alerts)).toHaveLength(5);
    expect(tracesOf([redisDir, a.dir, b.dir], ERASED_VALUES)).toEqual([]);
    expect(tracesOf([redisDir], KEPT_VALUES)).not.toEqual([]);
  }, 40_000);
});
