import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequests, bearer, NEW_BLOG, NEW_EVENT, serverForFile } from './helpers.ts';
import { NEW_OPENING } from './schedule-helpers.ts';

const { app } = serverForFile();
const { put } = adminRequests(app);

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dateIn = (days: number) => inDays(days).slice(0, 10);

interface Summary {
  type: string;
  slug: string;
  title: string;
  state: string;
  status: string;
  publish_at: string | null;
  unpublish_at: string | null;
  closes_at: string | null;
  next_change_at: string | null;
  updated_at: string | null;
}

const get = (url: string, headers: Record<string, string> = bearer()) =>
  app().inject({ url: `/admin/${url}`, headers });
const records = async (query: string) => {
  const response = await get(`records?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Summary[];
};
/** Only this spec's records (prefixed `rec-`), in the answer's order. */
const ours = (list: Summary[]) => list.filter((record) => record.slug.startsWith('rec-')).map((record) => record.slug);

// One record in each state, and some with moments in the next days (beforeAll runs after the server's).
beforeAll(async () => {
  const writes = [
    put('blogs/rec-draft', { ...NEW_BLOG, status: 'draft', publish_at: inDays(3) }),
    put('events/rec-scheduled', { ...NEW_EVENT, publish_at: inDays(2) }),
    put('blogs/rec-live', { ...NEW_BLOG, unpublish_at: inDays(5) }),
    put('blogs/rec-expired', { ...NEW_BLOG, unpublish_at: inDays(-1) }),
    put('openings/rec-closed', { ...NEW_OPENING, valid_through: dateIn(-2) }),
    put('openings/rec-closing', { ...NEW_OPENING, valid_through: dateIn(4) }),
  ];
  for (const write of writes) expect((await write).statusCode).toBe(201);
});

describe('GET /admin/records', () => {
  it('needs the admin token', async () => {
    expect((await get('records', {})).statusCode).toBe(401);
  });

  it('names each record with its state and times', async () => {
    const all = await records('limit=1000');
    const bySlug = new Map(all.map((record) => [record.slug, record]));
    expect(bySlug.get('rec-draft')).toMatchObject({ type: 'blog', state: 'draft', title: NEW_BLOG.blog_title });
    expect(bySlug.get('rec-scheduled')).toMatchObject({ type: 'event', state: 'scheduled', status: 'published' });
    expect(bySlug.get('rec-live')).toMatchObject({
      state: 'live',
      next_change_at: bySlug.get('rec-live')?.unpublish_at,
    });
    expect(bySlug.get('rec-expired')).toMatchObject({ state: 'expired', next_change_at: null });
    expect(bySlug.get('rec-closed')).toMatchObject({ type: 'opening', state: 'expired' });
    // A date closes at the end of its day, UTC.
    expect(bySlug.get('rec-closing')).toMatchObject({ state: 'live', closes_at: `${dateIn(5)}T00:00:00.000Z` });
  });

  it('filters by state and type, most recently edited first', async () => {
    expect(ours(await records('state=draft'))).toEqual(['rec-draft']);
    expect(ours(await records('state=draft,scheduled'))).toEqual(['rec-scheduled', 'rec-draft']);
    expect(ours(await records('state=expired&type=opening'))).toEqual(['rec-closed']);
    expect(ours(await records('type=blog,event&state=live'))).toEqual(['rec-live']);
    const drafts = await records('state=draft');
    expect(drafts.every((record) => record.state === 'draft')).toBe(true);
  });

  it('changes_before: the records whose next moment is ahead and before it, soonest first', async () => {
    expect(ours(await records(`changes_before=${inDays(14)}`))).toEqual([
      'rec-scheduled',
      'rec-draft',
      'rec-closing',
      'rec-live',
    ]);
    expect(ours(await records(`changes_before=${encodeURIComponent(inDays(2.5))}&state=draft,scheduled`))).toEqual([
      'rec-scheduled',
    ]);
  });

  it('refuses unknown values, parameters and repeats, and bounds the limit', async () => {
    const refused = async (query: string) => {
      const response = await get(`records?${query}`);
      expect(response.statusCode, query).toBe(400);
      return (response.json() as { error: string }).error;
    };
    expect(await refused('state=published')).toBe('state: expected draft, scheduled, live, expired');
    expect(await refused('type=blog,page')).toBe('type: expected blog, event, service, category, opening');
    expect(await refused('state=draft&state=live')).toBe('state: give it once, its values joined by commas');
    expect(await refused('sort=title')).toBe('unknown parameter: sort');
    expect(await refused('changes_before=2026-12-07%2009:00')).toMatch(/ISO 8601/);
    expect(await refused(`state=${'draft,'.repeat(30)}`)).toMatch(/state/);
    expect(await refused('limit=1001')).toMatch(/limit/);
  });
});

describe('GET /admin/{type}/{slug}', () => {
  it('reads a record back as a PUT takes it, with its state', async () => {
    const response = await get('blogs/rec-draft');
    expect(response.statusCode).toBe(200);
    const record = response.json() as Summary & { fields: Record<string, unknown> };
    expect(record).toMatchObject({ type: 'blog', slug: 'rec-draft', state: 'draft' });
    expect(record.fields).toMatchObject({ ...NEW_BLOG, status: 'draft', popular: false, unpublish_at: null });
    // Written back unchanged, it reads the same.
    expect((await put('blogs/rec-draft', record.fields)).statusCode).toBe(200);
    expect(((await get('blogs/rec-draft')).json() as typeof record).fields).toEqual(record.fields);
  });

  it('reads an event, an opening and a service in their write forms', async () => {
    const gallery = [{ gallery_image: '/uploads/images/gallery-02.webp' }];
    expect((await put('events/rec-scheduled', { event_gallery: gallery })).statusCode).toBe(200);
    const event = (await get('events/rec-scheduled')).json() as { fields: Record<string, unknown> };
    expect(event.fields).toMatchObject({ event_date: NEW_EVENT.event_date, event_gallery: gallery });
    const opening = (await get('openings/rec-closing')).json() as { fields: Record<string, unknown> };
    expect(opening.fields).toMatchObject({ remote: false, direct_apply: true, valid_through: dateIn(4) });
    const [child] = (await records('type=service&limit=1000')).filter((record) => record.slug.includes('-'));
    const service = (await get(`services/${child!.slug}`)).json() as { fields: Record<string, unknown> };
    expect(service.fields.service_includes_array).toEqual(expect.any(Array));
    expect(service.fields.parent_service_id).toEqual(expect.any(Number));
    expect((await put(`services/${child!.slug}`, service.fields)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown record, and for the lists (no state to read)', async () => {
    expect((await get('blogs/no-such-post')).json()).toEqual({ error: 'no blog post with slug "no-such-post"' });
    expect((await get('testimonials/anyone')).statusCode).toBe(404);
    expect((await get('blogs/rec-draft', {})).statusCode).toBe(401);
  });
});
