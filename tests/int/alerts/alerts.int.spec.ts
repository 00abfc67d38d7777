// @vitest-environment node
// Lead alerts on both queue kinds, with a real SMTP server (read back with mailparser) and a real webhook receiver:
// what each says, once only, the auto-reply's daily limit, an SMTP outage that delays and loses none, a lead stored
// just before a crash, and an alert refused for good that a person sees.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AlertQueue } from '@/lib/alerts/alert-queue';
import { openBullmqAlerts } from '@/lib/alerts/bullmq-alerts';
import type { AlertConfig } from '@/lib/alerts/config';
import { raiseAlerts } from '@/lib/alerts/raise';
import { alertSender } from '@/lib/alerts/senders';
import { openSqliteAlerts } from '@/lib/alerts/sqlite-alerts';
import { openBullmqQueue } from '@/lib/leads/bullmq-queue';
import type { NewLead } from '@/lib/leads/lead';
import type { LeadQueue } from '@/lib/leads/queue';
import { openSqliteJournal } from '@/lib/leads/sqlite-journal';
import { startSmtpReceiver, startWebhookReceiver } from '../support/mail-receivers';
import { startPrivateRedis } from '../support/redis';

const DAY = 24 * 60 * 60_000;
let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
}, 20_000);
afterAll(async () => redis?.stop());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  const client = await createClient({ url: redis.url }).connect();
  await client.flushAll();
  client.destroy();
});

interface QueueKind {
  leads: () => LeadQueue;
  alerts: () => AlertQueue;
}
const KINDS: Record<'sqlite' | 'bullmq', () => QueueKind> = {
  sqlite: () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'alerts-')), 'leads.sqlite');
    return { leads: () => openSqliteJournal(file), alerts: () => openSqliteAlerts(file) };
  },
  bullmq: () => ({
    leads: () => openBullmqQueue(redis.url, 30 * DAY),
    alerts: () => openBullmqAlerts(redis.url, 30 * DAY),
  }),
};

const lead = (id: string, extra: Partial<NewLead> = {}, fields: NewLead['fields'] = {}): NewLead => ({
  id,
  formId: 'contact',
  fields: {
    'First Name': 'Ana <b>',
    'Last Name': '<!channel>',
    Email: 'Ana@Example.com',
    Phone: '2125550199',
    Company: 'Acme & Co',
    Description: 'SECRET MESSAGE BODY',
    ...fields,
  },
  pageUrl: 'http://localhost:3000/contact-us',
  attribution: { first: { utm_campaign: 'q1', utm_source: 'newsletter' }, latest: { utm_campaign: 'q1' } },
  ...extra,
});

const until = (check: () => boolean | Promise<boolean>, timeout = 15_000) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout, interval: 50 });

/** One site process: its lead worker raises each lead's alerts before delivering it (as lib/leads/runtime.ts). */
function startProcess(kind: QueueKind, config: AlertConfig, log = console) {
  const leads: LeadQueue = kind.leads();
  const alerts: AlertQueue = kind.alerts();
  const sender = alertSender(config);
  const stopLeads = leads.startDelivery({
    deliver: async (stored) => {
      await raiseAlerts(alerts, config, stored, 'a-secret-of-at-least-32-characters-long');
      return { kind: 'delivered' };
    },
    probe: async () => true,
    deliveredKeepMs: 30 * DAY,
  });
  const stopAlerts = alerts.startSending({
    send: sender.send,
    leadOf: (id) => leads.get(id),
    log,
    retryDelayMs: () => 300,
    tickMs: 100,
  });
  const stop = async () => {
    await stopAlerts();
    await stopLeads();
    sender.close();
    await Promise.all([alerts.close(), leads.close()]);
  };
  cleanups.push(stop);
  return { leads, alerts, stop };
}

describe.each(Object.keys(KINDS) as (keyof typeof KINDS)[])('lead alerts with %s', (name) => {
  let config: AlertConfig;
  const setUp = async (autoreply = false) => {
    smtp = await startSmtpReceiver();
    hook = await startWebhookReceiver();
    cleanups.push(smtp.stop, hook.stop);
    config = {
      siteUrl: 'https://site.example',
      brand: 'Talentbridge',
      smtpUrl: smtp.url,
      to: ['sales@site.example'],
      from: 'alerts@site.example',
      webhookUrl: hook.url,
      autoreply,
    };
    return KINDS[name]();
  };
  const salesMail = () => smtp.messages.filter((mail) => mail.subject?.startsWith('New lead'));

  it('tells sales of each accepted lead once, by email and in chat, never the message in chat', async () => {
    const kind = await setUp();
    const site = startProcess(kind, config);
    await site.leads.add(lead('0190a000-0000-7000-8000-000000000001'));
    await site.leads.add(lead('0190a000-0000-7000-8000-000000000002', { rejectedFor: 'honeypot' }));
    await until(() => salesMail().length === 1 && hook.bodies.length === 1);

    const mail = salesMail()[0]!;
    const consoleLink = 'https://site.example/staff/leads/0190a000-0000-7000-8000-000000000001';
    expect(mail.subject).toBe('New lead from the Contact form');
    expect(mail.text).toContain('Email: Ana@Example.com');
    expect(mail.text).toContain('Phone: 2125550199');
    expect(mail.text).toContain('Campaign: q1');
    expect(mail.text).toContain(consoleLink);
    expect(mail.html).toContain('Ana &lt;b&gt; &lt;!channel&gt;');
    expect(mail.html).not.toContain('<b> ');
    expect(`${mail.text}${mail.html}`).not.toContain('SECRET MESSAGE BODY');

    const chat = JSON.stringify(hook.bodies[0]);
    expect(chat).toContain(`<${consoleLink}|open the lead>`);
    expect(chat).toContain('Ana &lt;b&gt; &lt;!channel&gt; (Acme &amp; Co)');
    expect(chat).toContain('q1');
    expect(chat).not.toMatch(/SECRET MESSAGE BODY|Ana@Example.com|2125550199|<!channel>/);

    // Raised again (a retried delivery, another instance): nothing more is sent.
    const stored = (await site.leads.get('0190a000-0000-7000-8000-000000000001'))!;
    await raiseAlerts(site.alerts, config, stored);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(salesMail()).toHaveLength(1);
    expect(hook.bodies).toHaveLength(1);
    const records = await site.alerts.alertsFor(stored.id);
    expect(records.map(({ channel, state, stateInWords }) => ({ channel, state, stateInWords }))).toEqual(
      expect.arrayContaining([
        { channel: 'email', state: 'sent', stateInWords: 'sent' },
        { channel: 'chat', state: 'sent', stateInWords: 'sent' },
      ]),
    );
    expect(records.every((record) => record.sentAt! > 0)).toBe(true);
    expect(await site.alerts.erase([stored.id])).toBe(2);
    expect(await site.alerts.alertsFor(stored.id)).toEqual([]);
  }, 30_000);

  it('replies to a visitor at most once a day per address, whatever its case', async () => {
    const kind = await setUp(true);
    const site = startProcess(kind, config);
    await site.leads.add(lead('0190a000-0000-7000-8000-000000000011'));
    await site.leads.add(lead('0190a000-0000-7000-8000-000000000012', {}, { Email: ' ana@example.COM' }));
    await site.leads.add(lead('0190a000-0000-7000-8000-000000000013', {}, { Email: 'bo@example.com' }));
    await until(() => salesMail().length === 3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const replies = smtp.messages.filter((mail) => mail.subject === 'We have your message: Talentbridge');
    const addresses = replies.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text.toLowerCase() : ''));
    expect(addresses.sort()).toEqual(['ana@example.com', 'bo@example.com']);
    const reply = replies[0]!;
    expect(reply.text).toContain('within one working day');
    expect(reply.html).toContain('<p>');
    expect(`${reply.text}`).not.toMatch(/Ana|SECRET|Acme/);
  }, 30_000);

  it('never replies twice to one inbox through a display name, and puts only the bare address in To', async () => {
    const kind = await setUp(true);
    const site = startProcess(kind, config);
    // Stored as the forms took them before only a bare address was one: each a way round the daily limit.
    const emails = [
      'Claim-your-prize-at-evil.example<victim@example.test>',
      'x<victim@example.test>',
      'victim@example.test',
      ' VICTIM@Example.test',
    ];
    for (const [n, Email] of emails.entries())
      await site.leads.add(lead(`0190a000-0000-7000-8000-00000000005${n}`, {}, { Email }));
    await until(() => salesMail().length === emails.length);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const replies = smtp.messages.filter((mail) => mail.subject === 'We have your message: Talentbridge');
    // One reply, to a bare address; which of the four leads sends it depends on the order the queue runs them.
    const to = replies.map((mail) => mail.headerLines.find((header) => header.key === 'to')?.line.toLowerCase());
    expect(to).toEqual(['to: victim@example.test']);
  }, 30_000);

  it('delays alerts while the SMTP server is down and loses none, each sent once', async () => {
    const kind = await setUp();
    const log = { error: vi.fn() } as unknown as Console;
    const site = startProcess(kind, { ...config, webhookUrl: undefined }, log);
    await smtp.stop();
    const ids = Array.from({ length: 6 }, (_, i) => `0190a000-0000-7000-8000-00000000002${i}`);
    for (const id of ids) await site.leads.add(lead(id));
    const tried = async () => (await Promise.all(ids.map((id) => site.alerts.alertsFor(id)))).flat();
    await until(async () => (await tried()).filter((alert) => alert.attempts >= 1).length === ids.length);
    expect(await site.alerts.alertsFor(ids[0]!)).toEqual([
      expect.objectContaining({ state: 'pending', stateInWords: expect.stringMatching(/^retrying \(/) }),
    ]);
    // Failing again and again: a person is told (the log, `status`, /api/health), and nothing is given up.
    await until(async () => (await site.alerts.stats()).failing === ids.length);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Lead alert email for lead \S+ keeps failing after 5/),
    );
    smtp = await startSmtpReceiver(smtp.port, smtp.messages);
    cleanups.push(smtp.stop);
    await until(() => salesMail().length === ids.length);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const sentTo = salesMail().map((mail) => mail.text!.match(/staff\/leads\/(\S+)/)![1]);
    expect(sentTo.sort()).toEqual(ids);
  }, 40_000);

  it('raises the alert of a lead stored just before the process died', async () => {
    const kind = await setUp();
    const before = kind.leads();
    await before.add(lead('0190a000-0000-7000-8000-000000000031'));
    await before.close();
    startProcess(kind, config);
    await until(() => salesMail().length === 1 && hook.bodies.length === 1);
  }, 30_000);

  it('gives up an alert the webhook refuses, and says so to a person', async () => {
    const kind = await setUp();
    hook.status.code = 404;
    const log = { error: vi.fn() } as unknown as Console;
    const site = startProcess(kind, { ...config, smtpUrl: undefined }, log);
    await site.leads.add(lead('0190a000-0000-7000-8000-000000000041'));
    await until(async () => (await site.alerts.stats()).dead === 1);
    const [record] = await site.alerts.alertsFor('0190a000-0000-7000-8000-000000000041');
    expect(record).toMatchObject({
      channel: 'chat',
      state: 'dead',
      stateInWords: 'given up: the webhook answered 404',
    });
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(/Lead alert chat for lead .* is given up/));
  }, 30_000);
});
