import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildServer, loadConfig } from '../src/main.ts';
import type { Config } from '../src/config.ts';
import { ANSWERS, type CallName } from './contract.ts';

export const ADMIN_TOKEN = 'test-admin-token';
export const HOOK_SECRET = 'test-hook-secret';
export const SUBMIT_TOKEN = 'test-submit-token';
export const SITE_URL = 'http://localhost:3999';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  dir: string;
}

const created: string[] = [];

export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-api-test-'));
  created.push(dir);
  return dir;
}

/** Removes the temp dirs this test file made; call it from afterAll once the servers are closed. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

// Servers share one uploads folder (writes are atomic), so the image pool is rendered once per machine, not per server.
const SHARED_UPLOADS = path.join(os.tmpdir(), 'content-api-test-uploads');

export interface ServerOptions {
  dir?: string;
  env?: Record<string, string>;
  argv?: string[];
  ownUploads?: boolean;
  /** Outbox timings to override (the worker's poll, retry delays). */
  outbox?: Partial<Config['outbox']>;
  /** The server's "now", for publication windows and the scheduler. */
  clock?: () => Date;
}

/** A server on its own temp DB with small catalogues, logging off and fast outbox retries. */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const dir = options.dir ?? tempDir();
  const config = loadConfig(
    {
      CONTENT_DB_PATH: path.join(dir, 'content.db'),
      CONTENT_UPLOADS_DIR: options.ownUploads ? path.join(dir, 'uploads') : SHARED_UPLOADS,
      CONTENT_ADMIN_TOKEN: ADMIN_TOKEN,
      CONTENT_API_SUBMIT_TOKEN: SUBMIT_TOKEN,
      REVALIDATE_SECRET: HOOK_SECRET,
      SITE_URL,
      // Port 9 (discard) refuses connections: the hook target is "down" unless a test says otherwise.
      SITE_REVALIDATE_URL: 'http://127.0.0.1:9/api/revalidate',
      CONTENT_API_PUBLIC_URL: 'http://api.test:4010',
      // No videos by default: a name that is on no PATH takes the "ffmpeg absent" path; video.int.spec.ts opts in.
      CONTENT_FFMPEG: 'ffmpeg-not-installed-in-tests',
      ...options.env,
    },
    options.argv ?? ['--blogs', '30', '--events', '10'],
  );
  config.logger = false;
  config.outbox = { baseDelayMs: 40, maxDelayMs: 200, pollMs: 50, timeoutMs: 1_000, ...options.outbox };
  const app = buildServer(config, { clock: options.clock });
  await app.ready();
  return { app, config, dir };
}

/**
 * One server for a whole spec file: started in beforeAll, closed (and the temp dirs removed) in afterAll.
 * Returns getters, since the server only exists once beforeAll has run.
 */
export function serverForFile(options: ServerOptions = {}): { app: () => FastifyInstance; config: () => Config } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(async () => {
    await server?.app.close();
    removeTempDirs();
  });
  const current = (): TestServer => {
    if (!server) throw new Error('the test server starts in beforeAll');
    return server;
  };
  return { app: () => current().app, config: () => current().config };
}

export async function getJson(app: FastifyInstance, url: string): Promise<unknown> {
  const response = await app.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

export const bearer = (token = ADMIN_TOKEN) => ({ authorization: `Bearer ${token}` });

// The helpers below take a getter because spec files start their server in beforeAll, after these are built.

/** GETs one /api/v1 call and parses it with its contract schema, so any drift from the contract fails. */
export function contractCaller(app: () => FastifyInstance) {
  return async <N extends CallName>(name: N, query = '') => {
    const body = await getJson(app(), `/api/v1/${name}${query}`);
    return ANSWERS[name].parse(body) as ReturnType<(typeof ANSWERS)[N]['parse']>;
  };
}

/** PUT, DELETE and outbox reads on the admin API, with the test token unless headers say otherwise. */
export function adminRequests(app: () => FastifyInstance) {
  return {
    put: (path: string, body: unknown, headers: Record<string, string> = bearer()) =>
      app().inject({ method: 'PUT', url: `/admin/${path}`, payload: body as object, headers }),
    del: (path: string, headers: Record<string, string> = bearer()) =>
      app().inject({ method: 'DELETE', url: `/admin/${path}`, headers }),
    outbox: async () =>
      (await app().inject({ url: '/admin/outbox', headers: bearer() })).json() as {
        payload: unknown;
        status: string;
      }[],
  };
}

/** Today: the seed dates its newest post today, so a post made now is the newest as it would be in use. */
export const TODAY = new Date().toISOString().slice(0, 10);

/** A complete body for creating a blog through the admin API. */
export const NEW_BLOG = {
  blog_title: 'Hiring a Fractional CFO Remotely',
  blog_short_desc: 'When a part-time finance leader makes sense and how to find one',
  blog_image: '/uploads/images/card-03.webp',
  blog_date_for_schema: TODAY,
  blog_category: 'Accounting & Finance',
  blog_description:
    '<h2>Why fractional</h2><p>Most growing companies need senior finance judgement before they need a full-time CFO.</p>',
};

/** One complete item of a pricing category's `pricing_data`. */
export const PRICING_TIER = {
  pricing_icon: '/uploads/icons/code.svg',
  pricing_title: 'Junior Analyst',
  pricing_short_description: '1–3 years of experience',
  pricing_amount: '<strong>$18</strong>',
  pricing_rate_unit: 'per hour',
  pricing_full_description: '<p>Dashboards and reports.</p>',
};

/** A complete body for creating an event through the admin API. */
export const NEW_EVENT = {
  title: 'Remote Hiring Breakfast Toronto',
  city: 'Toronto',
  venue: 'MaRS Discovery District',
  event_date: '2027-01-05',
  genre: 'Breakfast briefing',
  participation_area: 'Founders',
  outline: 'Coffee and a short talk on hiring remote developers.',
  speakers: 'Priya Raman',
  summary: '<p>Join us for breakfast.</p>',
  featured_image: '/uploads/images/gallery-01.webp',
};

export interface Receiver {
  url: string;
  port: number;
  requests: { body: unknown; authorization: string | undefined; at: number }[];
  close(): Promise<void>;
}

/** How the stand-in answers its `index`th request (from 0): a status and headers, or 'hang' (never answers). */
export type ReceiverAnswer = (index: number) => { status: number; headers?: Record<string, string> } | 'hang';

/** A stand-in for the site's /api/revalidate that records what it is sent; `port` reuses a known port. */
export async function startReceiver(port = 0, answer: number | ReceiverAnswer = 200): Promise<Receiver> {
  const requests: Receiver['requests'] = [];
  const answerOf: ReceiverAnswer = typeof answer === 'number' ? () => ({ status: answer }) : answer;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const reply = answerOf(requests.length);
      requests.push({ body: JSON.parse(body || 'null'), authorization: request.headers.authorization, at: Date.now() });
      if (reply === 'hang') return;
      const headers = { 'content-type': 'application/json', ...reply.headers };
      response.writeHead(reply.status, headers).end('{"revalidated":[]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/api/revalidate`,
    port: actual,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A free port: bind to 0, read it, release it. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 5_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
