// @vitest-environment node
// The finder's and the history's calls to the CMS (MSW): the words and a bound sent, the answer checked, and a list
// longer than is shown said to be cut.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findRecords, FOUND_SHOWN, HISTORY_SHOWN, listVersions } from '@/lib/staff/editor/record-edit';

const CMS = 'http://cms.test:4010';
vi.mock('@/lib/staff/cms/cms-admin', async (original) => ({
  ...(await original<typeof import('@/lib/staff/cms/cms-admin')>()),
  siteAdminConfig: () => ({ origin: CMS, token: 'staff-token', timeoutMs: 500 }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asked: URL[] = [];
afterEach(() => void asked.splice(0));
const answer = (path: string, body: JsonBodyType, status = 200) =>
  server.use(
    http.get(`${CMS}/admin/${path}`, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(body, { status });
    }),
  );

const record = (index: number) => ({
  slug: `person-${index}`,
  title: `Person ${index}`,
  version: 0,
  updated_at: null,
});

describe('findRecords', () => {
  it('asks for one more than it shows, with the words, and says when the list was cut', async () => {
    answer(
      'team-members',
      Array.from({ length: FOUND_SHOWN + 1 }, (_, index) => record(index)),
    );
    const found = await findRecords('team-members', 'person');
    expect(asked[0]?.searchParams.get('q')).toBe('person');
    expect(asked[0]?.searchParams.get('limit')).toBe(String(FOUND_SHOWN + 1));
    expect(found).toMatchObject({ ok: true, value: { cut: true } });
    expect(found.ok && found.value.records).toHaveLength(FOUND_SHOWN);
  });

  it('sends no words when there are none, and shows every record of a short list', async () => {
    answer('testimonials', [record(1)]);
    expect(await findRecords('testimonials', '')).toEqual({ ok: true, value: { records: [record(1)], cut: false } });
    expect(asked[0]?.searchParams.has('q')).toBe(false);
  });

  it('refuses an answer it does not understand, and says a CMS without the list does not offer it', async () => {
    answer('videos', [{ slug: 'a', title: 'x'.repeat(5_000), version: 0, updated_at: null }]);
    expect(await findRecords('videos', '')).toMatchObject({ ok: false, failure: 'malformed' });
    answer('videos', { error: 'not found' }, 404);
    expect(await findRecords('videos', '')).toMatchObject({ ok: false, failure: 'unsupported' });
  });
});

describe('listVersions', () => {
  it('asks the CMS for only the versions the history shows', async () => {
    const row = { version: 2, slug: 'a-post', saved_by: 'Ana', saved_at: '2026-11-29T10:00:00.000Z' };
    answer('blogs/a-post/versions', [row]);
    expect(await listVersions('blogs', 'a-post')).toEqual({ ok: true, value: [row] });
    expect(asked[0]?.searchParams.get('limit')).toBe(String(HISTORY_SHOWN));
  });
});
