// The staff console in the end-to-end tests. WebAuthn refuses an IP address, and the e2e site answers on
// 127.0.0.1, so the console gets a site process of its own on the same build at http://localhost:<staffPort>, with
// its own staff store. Specs sign people in two ways: `signedInAs` seeds a person and a session (fast, for any spec
// that needs a console page), and `withPasskeys` + `joinByInvitation` go through the real passkey ceremonies.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from './test';
import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';
import { run, siteServerArgs, stopAll, waitForUrl } from '../../../scripts/lib/processes.mjs';
import { sessionCookie } from '@/lib/staff/sign-in/cookie';
import { invitationUrl } from '@/lib/staff/sign-in/invitations';
import type { StaffRole } from '@/lib/staff/roles';
import type { StaffKv } from '@/lib/staff/store/kv';
import { openRedisKv } from '@/lib/staff/store/redis-kv';
import { staffRecords, type StaffRecords } from '@/lib/staff/store/records';
import { openSqliteKv } from '@/lib/staff/store/sqlite-kv';
import { createClient, type RedisClientType } from 'redis';

export const STAFF_URL = `http://localhost:${E2E.staffPort}`;
/** The passkey a seeded session names as its start: none, since `signedInAs` skips the ceremony. */
export const SEEDED_PASSKEY = 'seeded-without-a-passkey';

export interface StaffSite {
  url: string;
  records: StaffRecords;
  /** What its server printed on its standard output, line by line. */
  printed: string[];
  stop: () => Promise<void>;
}

/**
 * Starts the console's site on `port` (E2E.staffPort) with a fresh store: a SQLite file beside the e2e database,
 * or the Redis at `redisUrl`; `env` adds settings (the edges it refreshes, EDGE_REFRESH_URLS). Call `stop()` in afterAll.
 */
export async function startStaffSite({
  port = E2E.staffPort,
  redisUrl,
  env = {},
}: { port?: number; redisUrl?: string; env?: Record<string, string> } = {}) {
  const folder = path.dirname(E2E.dbPath);
  const db = path.join(folder, `staff-${port}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${db}${suffix}`, { force: true });
  const url = `http://localhost:${port}`;
  const child: ChildProcess = run(`staff:${port}`, process.execPath, siteServerArgs(port), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: E2E.distDir,
      SITE_URL: url,
      CONTENT_API_URL: E2E_URLS.api,
      REVALIDATE_SECRET: E2E.revalidateSecret,
      PREVIEW_SECRET: E2E.previewSecret,
      CONTENT_API_SUBMIT_TOKEN: E2E.submitToken,
      // The console's drafts, schedule and redirects pages call the content API's /admin/ with it.
      CONTENT_ADMIN_TOKEN: E2E.adminToken,
      STAFF_SECRET: E2E.staffSecret,
      STAFF_DB: db,
      LEADS_JOURNAL: path.join(folder, `leads-${port}.sqlite`),
      TRUSTED_PROXIES: '127.0.0.1, ::1',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...env,
    },
  });
  const printed: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => printed.push(line));
  let client: RedisClientType | undefined;
  let kv: StaffKv;
  try {
    await waitForUrl(`http://127.0.0.1:${port}/staff/sign-in`, { timeoutMs: 60_000, child });
    if (redisUrl) {
      client = createClient({ url: redisUrl }) as RedisClientType;
      await client.connect();
      kv = openRedisKv(client);
    } else kv = openSqliteKv(db);
  } catch (error) {
    await stopAll([child]);
    throw error;
  }
  const stop = async () => {
    await kv.close();
    client?.destroy();
    await stopAll([child]);
  };
  return { url, records: staffRecords(kv, E2E.staffSecret), printed, stop } satisfies StaffSite;
}

/** A person of `role` in the store, with a unique email; `name` defaults to their role. */
export async function addPerson(
  records: StaffRecords,
  role: StaffRole,
  name = `${role[0]!.toUpperCase()}${role.slice(1)} Tester`,
) {
  const person = {
    id: randomUUID(),
    name,
    email: `${role}-${randomUUID().slice(0, 8)}@example.com`,
    role,
    joinedAt: Date.now(),
  };
  await records.people.add(person);
  return person;
}

/**
 * A browser context signed in to `site` as a new person of `role` (a session seeded in the store, its cookie set),
 * and a page in it: for any spec that needs a console page. The session is real: signing out ends it. `options`
 * set the context up (a `timezoneId`, a `viewport`): a context made with `browser` gets none of `test.use`'s.
 */
export async function signedInAs(
  browser: Browser,
  role: StaffRole,
  site: StaffSite,
  name?: string,
  options: BrowserContextOptions = {},
) {
  const member = await addPerson(site.records, role, name);
  const context = await browser.newContext({ ...options, baseURL: site.url });
  const cookie = sessionCookie(site.url);
  await context.addCookies([
    {
      name: cookie.name,
      value: await site.records.sessions.start(member.id, SEEDED_PASSKEY),
      url: site.url,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  return { context, page: await context.newPage(), member };
}

/**
 * An invitation link made as the console makes them. `email` '' is the first admin's (they give theirs), as
 * `npm start` makes it: it replaces the last one, and there is none once anyone has joined (then this throws).
 */
export async function inviteLink(site: StaffSite, email: string, role: StaffRole): Promise<string> {
  const made = email
    ? await site.records.invitations.create({ email, role, invitedBy: 'e2e' })
    : await site.records.invitations.createFirstAdmin('e2e');
  if (!made) throw new Error('No first-admin invitation: someone has joined this console already');
  return invitationUrl(site.url, made.token);
}

/**
 * Chromium's virtual authenticator on `page` (a platform passkey with user verification, as a phone's or laptop's):
 * `credentials()` lists the passkeys it holds, `remove()` takes it away (a lost device).
 */
export async function withPasskeys(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    remove: () => cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }),
  };
}

/** Opens an invitation, gives a name (and an email for the first admin's), makes a passkey; waits to leave the page. */
export async function joinByInvitation(page: Page, link: string, name: string, email?: string) {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  if (email) await page.getByLabel('Your work email').fill(email);
  await page.getByRole('button', { name: 'Make my passkey and join' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/staff/join'));
}

/** Signs in with the passkey the page's authenticator holds; waits to leave the sign-in page. */
export async function signInWithPasskey(page: Page) {
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/staff/sign-in'));
}

export type { BrowserContext };
