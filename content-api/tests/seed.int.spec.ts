import Database from '@site/shared/sqlite';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { buildContent } from '../src/seed/index.ts';
import { ANSWERS, type CallName } from './contract.ts';
import { getJson, removeTempDirs, startServer, tempDir, type TestServer } from './helpers.ts';

const SIZE = ['--blogs', '20', '--events', '6'];
// One seeding day for every server and build here: seeded dates count from it (seed/constants.ts).
const DAY = '2026-11-22';
const seededOn = () => new Date(`${DAY}T12:00:00Z`);
const LIST_CALLS: string[] = [
  'get-popular-blog-list',
  'get-blog-list-updated?page=1',
  'get-blog-list-updated?page=3',
  'get-event-list',
  'get-trustedby-data',
  'get-service-list',
  'get-hire-category-list',
  'get-technology-list',
  'get-team-list',
  'get-team-list-by-catid?catId=12',
  'get-testimonial-list',
  'get-video-data?page_id=3',
  'get-pricing-list',
  'get-all-openings',
  'get-developer-skills-roles',
];

/** Every GET answer of a server, details included. */
async function snapshot(server: TestServer): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const call of LIST_CALLS) answers[call] = await getJson(server.app, `/api/v1/${call}`);
  const events = ANSWERS['get-event-list'].parse(answers['get-event-list']);
  const blogs = ANSWERS['get-blog-list-updated'].parse(answers['get-blog-list-updated?page=1']).blogs;
  const services = ANSWERS['get-service-list'].parse(answers['get-service-list']);
  const categories = ANSWERS['get-hire-category-list'].parse(answers['get-hire-category-list']).category_array;
  const details: [CallName, string, string][] = [
    ...blogs.map((b): [CallName, string, string] => ['get-blog-details', 'slug', b.blog_slug]),
    ...events.map((e): [CallName, string, string] => ['get-event-details', 'slug', e.slug]),
    ...services
      .flatMap((s) => [s.service_slug, ...s.sub_service_array.map((sub) => sub.sub_service_slug)])
      .map((slug): [CallName, string, string] => ['get-service-details', 'slug', slug]),
    ...categories
      .flatMap((c) => [c.category_slug, ...c.sub_category_array.map((sub) => sub.sub_category_slug)])
      .map((slug): [CallName, string, string] => ['get-hire-category-details', 'category_slug', slug]),
  ];
  for (const [call, param, slug] of details)
    answers[`${call}?${slug}`] = ANSWERS[call].parse(await getJson(server.app, `/api/v1/${call}?${param}=${slug}`));
  return answers;
}

afterAll(removeTempDirs);

describe('deterministic seed', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      startServer({ argv: SIZE, ownUploads: true, clock: seededOn }),
      startServer({ argv: SIZE, ownUploads: true, clock: seededOn }),
    ]);
  });
  afterAll(async () => {
    await first.app.close();
    await second.app.close();
  });

  it('the same seed gives the same answers from two fresh databases', async () => {
    const [a, b] = await Promise.all([snapshot(first), snapshot(second)]);
    expect(Object.keys(a).length).toBeGreaterThan(40);
    expect(b).toEqual(a);
  });

  it('the same seed gives the same image bytes', () => {
    for (const name of ['banner-03.webp', 'card-07.webp', 'avatar-02.webp', 'gallery-05.webp']) {
      const left = fs.readFileSync(path.join(first.config.uploadsDir, 'images', name));
      const right = fs.readFileSync(path.join(second.config.uploadsDir, 'images', name));
      expect(left.equals(right), name).toBe(true);
    }
  });

  it('a different seed gives different content', () => {
    const a = buildContent(20, 6, 1, DAY);
    const b = buildContent(20, 6, 2, DAY);
    expect(b.blogs.map((blog) => blog.blog_description)).not.toEqual(a.blogs.map((blog) => blog.blog_description));
    expect(buildContent(20, 6, 1, DAY)).toEqual(a);
  });

  it('a restart does not reseed or duplicate anything', async () => {
    const before = await snapshot(first);
    const dir = path.dirname(first.config.dbPath);
    await first.app.close();
    first = await startServer({ dir, argv: ['--blogs', '99'], ownUploads: true });
    expect(await snapshot(first)).toEqual(before);
  });

  it('--reset rebuilds the database with the new sizes', async () => {
    const dir = path.dirname(first.config.dbPath);
    await first.app.close();
    first = await startServer({ dir, argv: ['--reset', '--blogs', '10', '--events', '3'], ownUploads: true });
    expect(fs.existsSync(path.join(dir, 'uploads', 'images', 'card-01.webp'))).toBe(true);
    expect(ANSWERS['get-event-list'].parse(await getJson(first.app, '/api/v1/get-event-list'))).toHaveLength(3);
    const page2 = ANSWERS['get-blog-list-updated'].parse(
      await getJson(first.app, '/api/v1/get-blog-list-updated?page=2'),
    );
    expect(page2).toMatchObject({ hasMore: false, nextpage: 3 });
    expect(page2.blogs).toHaveLength(1);
  });
});

describe('seeded on any day', () => {
  // The dates count from the seeding day, so a stand-in seeded years from now still has open roles and events ahead.
  it.each(['2026-11-22', '2031-05-01'])('seeded on %s, every opening is open and some events are ahead', (day) => {
    const { catalogue, events } = buildContent(20, 8, 1, day);
    expect(catalogue.openings.length).toBeGreaterThan(0);
    for (const opening of catalogue.openings) expect(opening.valid_through! > day, opening.slug).toBe(true);
    expect(events.some((event) => event.event_date_iso > day)).toBe(true);
    expect(events.some((event) => event.event_date_iso < day)).toBe(true);
  });
});

describe('scale', () => {
  // Its speed is a benchmark's business (content-api/README.md: `--blogs 10000 --seed-only`), not a timed assertion.
  it('builds a large catalogue with unique slugs', () => {
    const content = buildContent(10_000, 2_000, 7, DAY);
    expect(new Set(content.blogs.map((blog) => blog.blog_slug)).size).toBe(10_000);
    expect(new Set(content.events.map((event) => event.slug)).size).toBe(2_000);
    expect(content.blogs.filter((blog) => blog.popular).length).toBe(9);
    const years = new Set(content.events.map((event) => event.event_date_iso.slice(0, 4)));
    expect(Math.min(...[...years].map(Number))).toBeGreaterThan(2020);
  });
});

describe('migrations', () => {
  it('run once each and are recorded in schema_migrations', () => {
    const db = new Database(path.join(tempDir(), 'm.db'));
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
    const rows = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
    db.close();
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4010,
      dbPath: path.resolve('.data/content.db'),
      uploadsDir: path.resolve('.data/uploads'),
      publicUrl: 'http://127.0.0.1:4010',
      adminToken: null,
      siteRevalidateUrl: 'http://127.0.0.1:3000/api/revalidate',
      revalidateSecret: null,
      siteUrl: 'http://localhost:3000',
      reset: false,
      seedOnly: false,
      seedSize: { blogs: 36, events: 14, seed: 20251122 },
      empty: [],
      ffmpeg: 'ffmpeg',
    });
  });

  it('reads env variables and flags (also after npm’s --)', () => {
    const config = loadConfig(
      {
        CONTENT_API_PORT: '5000',
        CONTENT_API_PUBLIC_URL: 'https://cdn.example/',
        CONTENT_UPLOADS_DIR: '/tmp/u',
        CONTENT_ADMIN_TOKEN: ' t ',
        CONTENT_FFMPEG: '/opt/ffmpeg/bin/ffmpeg',
      },
      ['--', '--reset', '--blogs', '10000', '--events=2000', '--seed', '0', '--seed-only'],
    );
    expect(config).toMatchObject({
      port: 5000,
      publicUrl: 'https://cdn.example',
      uploadsDir: '/tmp/u',
      adminToken: 't',
      reset: true,
      seedOnly: true,
      seedSize: { blogs: 10_000, events: 2_000, seed: 0 },
      ffmpeg: '/opt/ffmpeg/bin/ffmpeg',
    });
  });

  it.each([
    [{}, ['--blogs']],
    [{}, ['--blogs', '0']],
    [{}, ['--events', 'many']],
    [{}, ['--frobnicate']],
    [{ CONTENT_API_PORT: '70000' }, []],
    [{ SITE_URL: 'javascript:alert(1)' }, []],
  ])('refuses bad input %o %o', (env, argv) => {
    expect(() => loadConfig(env, argv)).toThrow(ConfigError);
  });
});
