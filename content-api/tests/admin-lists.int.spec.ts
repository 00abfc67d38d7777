import { describe, expect, it } from 'vitest';
import { adminRequests, contractCaller, serverForFile } from './helpers.ts';

const { app } = serverForFile();
const { put, del, outbox } = adminRequests(app);
const call = contractCaller(app);

/** One list type: a create body, a partial update, and how to find the record in its /api/v1 answer. */
interface ListCase {
  path: string;
  hook: string;
  key: string;
  create: Record<string, unknown>;
  required: string;
  update: Record<string, unknown>;
  find: (key: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
}

const CASES: ListCase[] = [
  {
    path: 'testimonials',
    hook: 'testimonials',
    key: 'dana-whitfield',
    create: {
      ratings: 5,
      testimonial_content: 'Our bookkeeper closed the year two weeks early.',
      full_name: 'Dana Whitfield',
      designation: 'COO, Civic Works',
    },
    required: 'ratings, testimonial_content, full_name, designation',
    update: { designation: 'CEO, Civic Works' },
    find: async (probe) => (await call('get-testimonial-list')).find((t) => t.full_name === probe.full_name),
  },
  {
    path: 'team-members',
    hook: 'team',
    key: 'lucia-moreno',
    create: {
      name: 'Lucía Moreno',
      designation: 'QA Lead',
      photo: '/uploads/images/avatar-03.webp',
      dept_key: 'engineering',
    },
    required: 'name, designation, photo',
    update: { designation: 'Head of Quality' },
    find: async (probe) =>
      (await call('get-team-list')).flatMap((dept) => dept.members).find((m) => m.name === probe.name),
  },
  {
    path: 'pricing-categories',
    hook: 'pricing',
    key: 'data-analysts',
    create: { category_title: 'Data Analysts' },
    required: 'category_title',
    update: { category_title: 'Data & BI Analysts' },
    find: async (probe) => (await call('get-pricing-list')).find((c) => c.category_title === probe.category_title),
  },
  {
    path: 'technologies',
    hook: 'technology',
    key: 'testing',
    create: { tabName: 'Testing' },
    required: 'tabName',
    update: { tabName: 'Quality & Testing' },
    find: async (probe) => (await call('get-technology-list')).find((tab) => tab.tabName === probe.tabName),
  },
  {
    path: 'trusted-by',
    hook: 'trustedby',
    key: 'polar-freight',
    create: { title: 'Polar Freight', logo: '/uploads/logos/clients/transit-loop.svg' },
    required: 'title, logo',
    update: { title: 'Polar Freight Co.' },
    find: async (probe) => (await call('get-trustedby-data')).find((logo) => logo.title === probe.title),
  },
  {
    path: 'videos',
    hook: 'video',
    key: 'meet-the-team',
    create: {
      page_id: 3,
      video_title: 'Meet the vetting team',
      video_url: '/uploads/video/meet-the-team.mp4',
      video_poster: '/uploads/images/banner-02.webp',
    },
    required: 'page_id, video_title, video_url, video_poster',
    update: { video_title: 'Meet our assessors' },
    find: async (probe) =>
      (await call('get-video-data', '?page_id=3')).find((video) => video.video_title === probe.video_title),
  },
  {
    path: 'openings',
    hook: 'openings',
    key: 'site-reliability-engineer',
    create: {
      job_title: 'Site Reliability Engineer',
      job_required_experience: '4+ years',
      job_location: 'Kolkata, India',
      job_opening_date: '2026-11-20',
      location_slug: 'kolkata',
      description: '<p>Keep our clients’ platforms up.</p>',
    },
    required: 'job_title, job_required_experience, job_location, job_opening_date, description',
    update: { job_required_experience: '5+ years' },
    find: async (probe) => (await call('get-all-openings')).all_job_list.find((j) => j.job_title === probe.job_title),
  },
];

describe.each(CASES)('PUT/DELETE /admin/$path/{key}', (list) => {
  it('refuses a missing token with 401 and changes nothing', async () => {
    for (const response of [await put(`${list.path}/${list.key}`, list.create, {}), await del(`${list.path}/x`, {})])
      expect(response.statusCode).toBe(401);
    expect(await list.find(list.create)).toBeUndefined();
  });

  it('refuses unknown fields and an incomplete create with a 400 naming them', async () => {
    const unknown = await put(`${list.path}/${list.key}`, { ...list.create, colour: 'red', id: 4 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('unknown fields: colour, id');
    const incomplete = await put(`${list.path}/${list.key}`, {});
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error).toMatch(`missing fields for a new `);
    expect(incomplete.json().error).toContain(list.required);
    expect((await put(`${list.path}/Not_A_Slug`, list.create)).statusCode).toBe(400);
  });

  it('creates at a new key (201), shows it in the answer and queues {type} with no slug', async () => {
    const response = await put(`${list.path}/${list.key}`, list.create);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type: list.hook, slug: list.key, created: true });
    expect(await list.find(list.create)).toBeDefined();
    const [row] = await outbox();
    expect(row?.payload).toEqual({ type: list.hook });
  });

  it('updates only the fields given (200): the others keep their values', async () => {
    const response = await put(`${list.path}/${list.key}`, list.update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false });
    const changed = (await list.find({ ...list.create, ...list.update })) ?? {};
    // Fields the answer shows as they were sent (image paths come back absolute, so they are left out).
    const shown = Object.entries({ ...list.create, ...list.update }).filter(
      ([name, value]) => name in changed && !(typeof value === 'string' && value.startsWith('/')),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(changed).toMatchObject(Object.fromEntries(shown));
    expect((await outbox())[0]?.payload).toEqual({ type: list.hook });
  });

  it('deletes ({deleted: key}), then answers 404 for the same key', async () => {
    const response = await del(`${list.path}/${list.key}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: list.key });
    expect(await list.find({ ...list.create, ...list.update })).toBeUndefined();
    expect((await outbox())[0]?.payload).toEqual({ type: list.hook });
    const again = await del(`${list.path}/${list.key}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatch(/^no .+ with slug "/);
  });
});

describe('seeded list records have keys made from their names', () => {
  it.each([
    ['testimonials/michael-harrington', { ratings: 4 }],
    ['team-members/rachel-goldberg', { designation: 'Founder & CEO' }],
    ['pricing-categories/developers', { category_title: 'Software Developers' }],
    ['technologies/frontend', { tabName: 'Frontend' }],
    ['trusted-by/northwind-logistics', { title: 'Northwind' }],
    ['videos/how-we-find-the-top-10-our-seven-stage-vetting-process', { video_title: 'Our vetting process' }],
    ['openings/senior-react-developer', { job_required_experience: '6+ years' }],
  ])('%s', async (path, body) => {
    expect((await put(path, body)).statusCode).toBe(200);
  });

  it('every write left exactly one outbox row, all with list payloads only', async () => {
    const payloads = (await outbox()).map((row) => JSON.stringify(row.payload));
    expect(new Set(payloads)).toEqual(new Set(CASES.map((list) => JSON.stringify({ type: list.hook }))));
    expect(payloads).toHaveLength(CASES.length * 3 + 7);
  });
});
