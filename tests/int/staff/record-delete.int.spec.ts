// @vitest-environment node
// Deleting a record from the editor: what links to it read bounded and sorted; the delete sent only by an editor who
// typed the record's slug exactly, only for a type the CMS describes, audited; each failure said in words.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { deletedPath, deletedSlug } from '@/lib/staff/editor/after-delete';
import { deleteRecordAction } from '@/lib/staff/editor/delete-action';
import { INITIAL_DELETE } from '@/lib/staff/editor/delete-form';
import type { TypeDescription } from '@/lib/staff/editor/editor-schema';
import { groupLinks } from '@/lib/staff/editor/link-groups';
import { readRecordLinks } from '@/lib/staff/editor/record-links';
import { formOf } from '../support/form-data';
import { redirectOf } from '../support/redirect-of';
import { actAs, join, newDevice, sessionOf } from './console-actions';
import { freshStoreEach, invite } from './console-store';
import { storeKinds } from './stores';

const CMS = 'http://cms.test:4010';
vi.mock('next/headers', () => import('../support/request-headers'));
vi.mock('@/lib/staff/records', async () => (await import('./console-store')).recordsModule);
vi.mock('@/lib/staff/store/staff-kv', async () => (await import('./console-store')).staffKvModule);
vi.mock('@/lib/staff/cms/cms-admin', async (original) => ({
  ...(await original<typeof import('@/lib/staff/cms/cms-admin')>()),
  siteAdminConfig: () => ({ origin: 'http://cms.test:4010', token: 'staff-token', timeoutMs: 500 }),
}));

const PARENT = {
  name: 'parent_category_id',
  label: 'Parent',
  kind: 'reference',
  required: false,
  nullable: true,
} as const;
const TYPES: TypeDescription[] = [
  { type: 'blog', collection: 'blogs', noun: 'blog', slugField: 'blog_slug', titleField: 'blog_title', fields: [] },
  {
    type: 'category',
    collection: 'categories',
    noun: 'category',
    slugField: 'category_slug',
    titleField: 'category_title',
    fields: [{ ...PARENT, to: 'categories', by: 'id' }],
  },
];

// Any request without a handler fails the test: what the action must not send, it cannot.
const server = setupServer(http.get(`${CMS}/admin/schema`, () => HttpResponse.json({ types: TYPES })));
const sent: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on(
    'request:start',
    ({ request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`),
  );
  // The admin client logs each failed call for operators; the answers are what these tests read.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const deleteAnswers = (respond: () => Response) => server.use(http.delete(`${CMS}/admin/:collection/:slug`, respond));
const form = (slug: string, confirm: string, collection = 'blogs') => formOf({ collection, slug, confirm });
const deleting = (data: FormData) => deleteRecordAction(INITIAL_DELETE, data);

describe('what links to a record', () => {
  const child = { collection: 'categories', slug: 'child', title: 'Child', field: 'parent_category_id' };
  const inText = { collection: 'blogs', slug: 'post', title: 'A post', field: 'blog_description' };
  const redirect = { from: '/old', to: '/hire-our-genius-mind/parent' };

  it('is read bounded, its sub-records apart and each other record once', async () => {
    const links = [child, inText, { ...inText, field: 'blog_short_desc' }, { ...child, field: 'category_desc' }];
    server.use(
      http.get(`${CMS}/admin/categories/parent/links`, () => HttpResponse.json({ links, redirects: [redirect] })),
    );
    const read = await readRecordLinks('categories', 'parent');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(groupLinks(read.value, TYPES[1]!)).toEqual({ children: [child], linking: [inText], redirects: [redirect] });
    // The same field name from another type is a link in its text, not a parent.
    expect(groupLinks({ links: [{ ...child, collection: 'blogs' }], redirects: [] }, TYPES[1]!).linking).toHaveLength(
      1,
    );
  });

  it('refuses an answer past its bounds rather than listing part of it', async () => {
    const links = Array.from({ length: 1_001 }, (_, index) => ({ ...inText, slug: `post-${index}` }));
    server.use(http.get(`${CMS}/admin/blogs/a-post/links`, () => HttpResponse.json({ links, redirects: [] })));
    expect(await readRecordLinks('blogs', 'a-post')).toMatchObject({ ok: false, failure: 'malformed' });
  });
});

describe.each([storeKinds()[0]])('deleting from the editor ($kind)', (kind) => {
  const store = freshStoreEach(kind);
  const signedIn = async (role: 'editor' | 'sales') =>
    actAs(sessionOf(await join(await invite(`${role}@example.com`, role), newDevice(), 'Eda')));

  it('deletes once the slug is typed exactly, audits it, and opens its type’s list saying so', async () => {
    await signedIn('editor');
    deleteAnswers(() => HttpResponse.json({ deleted: 'a-post' }));
    expect(await redirectOf(deleting(form('a-post', 'a-post')))).toBe('/staff/editor?type=blogs&deleted=a-post');
    expect(sent).toEqual(['GET /admin/schema', 'DELETE /admin/blogs/a-post']);
    const [line] = await store.records.kv.readAudit({ limit: 1 });
    expect(line).toMatchObject({ action: 'record.delete', target: 'blog a-post', result: 'done', name: 'Eda' });
    expect(deletedSlug({ deleted: 'a-post' })).toBe('a-post');
    expect(deletedSlug({ deleted: '<script>' })).toBeNull();
    expect(deletedPath('blogs', 'a-post')).toBe('/staff/editor?type=blogs&deleted=a-post');
  });

  it('deletes nothing when the confirmation is not the slug exactly, and keeps what was typed', async () => {
    await signedIn('editor');
    for (const typed of ['', 'A-post', ' a-post', 'a-post ', 'a-pos', 'x'.repeat(10_000)]) {
      const answer = await deleting(form('a-post', typed));
      expect(answer, JSON.stringify(typed.slice(0, 20))).toEqual({
        typed: typed.slice(0, 201),
        mismatch: 'Nothing was deleted: type “a-post” exactly as shown, to confirm.',
      });
    }
    expect(sent).toEqual([]);
  });

  it('sends nothing for a form that names no record, and no delete for a type the CMS does not edit', async () => {
    await signedIn('editor');
    const cannot = 'This record cannot be deleted from here. Reload the page and try again.';
    for (const data of [form('../x', '../x'), form('a'.repeat(201), 'a'.repeat(201)), form('a', 'a', '../blogs')])
      expect(await deleting(data)).toEqual({ typed: '', problem: cannot });
    expect(sent).toEqual([]);
    // A collection the editor's pattern allows but the CMS does not describe: a preview link is not a record.
    expect(await deleting(form('42', '42', 'preview-links'))).toEqual({
      typed: '42',
      problem: 'The CMS does not edit this kind of record, so it cannot delete it here.',
    });
    expect(sent).toEqual(['GET /admin/schema']);
  });

  it('says what went wrong and what to do: the CMS down, the record already gone, the CMS’s refusal', async () => {
    await signedIn('editor');
    deleteAnswers(() => HttpResponse.error());
    expect((await deleting(form('a-post', 'a-post'))).problem).toMatch(
      /^Nothing was deleted\. The CMS could not be reached\. Try again in a minute/,
    );
    deleteAnswers(() => HttpResponse.json({ error: 'no blog with slug "a-post"' }, { status: 404 }));
    expect(await deleting(form('a-post', 'a-post'))).toEqual({
      typed: 'a-post',
      problem:
        'This blog is not in the CMS any more: someone deleted or renamed it already, so nothing is left to delete.',
    });
    const refusal = 'category parent has sub-categorys; delete or move them first';
    deleteAnswers(() => HttpResponse.json({ error: refusal }, { status: 409 }));
    expect((await deleting(form('parent', 'parent', 'categories'))).problem).toBe(`Nothing was deleted. ${refusal}`);
    const results = (await store.records.kv.readAudit({ limit: 3 })).map((line) => line.result);
    expect(results).toEqual([`refused: ${refusal}`, 'not in the CMS (already deleted or renamed)', expect.any(String)]);
  });

  it('sends sales to the console’s 403 page, and nothing to the CMS', async () => {
    await signedIn('sales');
    expect(await redirectOf(deleting(form('a-post', 'a-post')))).toBe('/staff/forbidden');
    expect(sent).toEqual([]);
  });
});
