// The console's finder reads each type's records by slug and title: GET /admin/{plural}, narrowed by `q`, bounded by
// `limit`, and every key it lists opens that record's read (the editor's address uses the same key).
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequests, bearer, serverForFile } from './helpers.ts';

const { app } = serverForFile();
const { put } = adminRequests(app);

interface Found {
  slug: string;
  title: string;
  version: number;
  updated_at: string | null;
}

const get = (url: string, headers: Record<string, string> = bearer()) =>
  app().inject({ url: `/admin/${url}`, headers });
const found = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Found[];
};
const refusal = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(400);
  return (response.json() as { error: string }).error;
};

const QUOTE = { ratings: 5, testimonial_content: 'They found our lead engineer in a week.', designation: 'CTO' };

beforeAll(async () => {
  for (const [slug, full_name] of [
    ['find-zelda-quist', 'Zelda Quist'],
    ['find-amos-quist', 'Amos Quist'],
  ] as const)
    expect((await put(`testimonials/${slug}`, { ...QUOTE, full_name })).statusCode).toBe(201);
});

describe('GET /admin/{plural}', () => {
  it('needs the admin token', async () => {
    expect((await get('testimonials', {})).statusCode).toBe(401);
    expect((await get('team-members', bearer('wrong-token'))).statusCode).toBe(401);
  });

  it('lists every type by the key its read takes and the title its schema names', async () => {
    const { types } = (await get('schema')).json() as { types: { collection: string; titleField: string }[] };
    expect(types).toHaveLength(11);
    for (const { collection, titleField } of types) {
      const [first, ...rest] = await found(`${collection}?limit=3`);
      expect(first, collection).toBeDefined();
      expect(rest.length, collection).toBeLessThanOrEqual(2);
      const record = (await get(`${collection}/${encodeURIComponent(first!.slug)}`)).json() as {
        version: number;
        fields: Record<string, unknown>;
      };
      expect(first, collection).toMatchObject({ title: record.fields[titleField], version: record.version });
    }
  });

  it('puts the most recently saved first, the others by title', async () => {
    const [newest, before] = await found('testimonials');
    expect([newest?.slug, before?.slug]).toEqual(['find-amos-quist', 'find-zelda-quist']);
    expect(newest).toMatchObject({ title: 'Amos Quist', version: 1, updated_at: expect.any(String) });
    const never = (await found('testimonials?limit=1000')).filter((record) => record.updated_at === null);
    const titles = never.map((record) => record.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('q keeps the records whose title or slug holds the words, in any letter case', async () => {
    expect((await found('testimonials?q=QUIST')).map((record) => record.slug)).toEqual([
      'find-amos-quist',
      'find-zelda-quist',
    ]);
    expect((await found('testimonials?q=%20zelda-q%20')).map((record) => record.title)).toEqual(['Zelda Quist']);
    expect(await found('testimonials?q=nobody%20by%20that%20name')).toEqual([]);
    // Neither a pattern nor SQL: the words are looked for as they are.
    expect(await found('testimonials?q=%25')).toEqual([]);
    expect(await found(`testimonials?q=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
  });

  it('bounds the list by limit, and refuses what it does not know', async () => {
    expect(await found('testimonials?q=quist&limit=1')).toHaveLength(1);
    expect(await refusal('testimonials?limit=1001')).toMatch(/limit/);
    expect(await refusal('testimonials?limit=0')).toMatch(/limit/);
    expect(await refusal('testimonials?sort=title')).toBe('unknown parameter: sort');
    expect(await refusal(`testimonials?q=${'a'.repeat(101)}`)).toBe('q: at most 100 characters');
    expect(await refusal('testimonials?q=a&q=b')).toBe('q: give it once');
  });
});
