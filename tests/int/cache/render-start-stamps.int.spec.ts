// @vitest-environment node
// The race the webhook's second pass used to close with a fixed 1.5 s wait, replayed against Next's own tag
// marks: a render that started before an edit and ended after it must not pass as fresh.
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createStampBook,
  LONGEST_RENDER_MS,
  withRenderStartStamps,
} from '@/next-glue/cache-handler/render-start-stamps.mjs';
import { withRequestStart } from '@/next-glue/cache-handler/request-start.mjs';

const { tagsManifest, areTagsStale } = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/tags-manifest.external.js',
) as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
  areTagsStale: (tags: string[], time: number) => boolean;
};

let clock = 1_000_000;
const now = () => clock;
const page = (tags: string) => ({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': tags } });
const fetched = { kind: 'FETCH' };
const mark = (tag: string) => tagsManifest.set(tag, { stale: clock });
/** What Next decides from the entry a handler returns (incremental-cache/index.js). */
const isStale = (entry: { lastModified: number } | null, tags: string[]) =>
  !entry || areTagsStale(tags, entry.lastModified);

afterEach(() => {
  tagsManifest.clear();
  clock = 1_000_000;
});

describe('a page whose render overlapped an edit', () => {
  it('is stamped with the time the render started, so Next renders it again', () => {
    const book = createStampBook(now);
    const key = '/blog-details/a-post';
    // A visitor finds the page missing: the render starts and reads the old post.
    expect(book.read(key, null)).toBeNull();
    clock += 50;
    mark('blog:a-post'); // the edit's webhook, while the render runs
    clock += 100;
    expect(book.write(key, page('blog:a-post,content'))).toBe(1_000_000);
    // Next's stamp is the end of the render (after the mark): the start stamp makes it stale.
    const stored = { lastModified: clock, value: page('blog:a-post,content') };
    const read = book.read(key, stored);
    expect(read.lastModified).toBe(1_000_000);
    expect(isStale(read, ['blog:a-post'])).toBe(true);
    expect(isStale(stored, ['blog:a-post'])).toBe(false);

    // That read starts the next render, which began after the mark: fresh, stamped as Next stamps it.
    clock += 10;
    expect(book.write(key, page('blog:a-post,content'))).toBeNull();
    const next = { lastModified: clock, value: page('blog:a-post,content') };
    expect(book.read(key, next)).toBe(next);
    expect(isStale(next, ['blog:a-post'])).toBe(false);
  });

  it('leaves a render that no mark overlapped exactly as Next stamps it', () => {
    const book = createStampBook(now);
    mark('blog:a-post');
    clock += 10;
    book.read('/p', { lastModified: clock - 1_000, value: page('blog:a-post') }); // stale: starts a render
    clock += 200;
    expect(book.write('/p', page('blog:a-post'))).toBeNull();
    const entry = { lastModified: clock, value: page('blog:a-post') };
    expect(book.read('/p', entry)).toBe(entry);
  });

  it('takes the read that started the render, not the later ones that waited for it', () => {
    const book = createStampBook(now);
    book.read('/p', null); // starts the render
    clock += 20;
    mark('blog:a-post');
    clock += 20;
    book.read('/p', { lastModified: 0, value: page('blog:a-post') }); // waits for the same render
    clock += 20;
    expect(book.write('/p', page('blog:a-post'))).toBe(1_000_000);
  });

  it('does not count a fresh read as the start of a render', () => {
    const book = createStampBook(now);
    const fresh = { lastModified: clock, value: page('blog:a-post') };
    book.read('/p', fresh); // a cache hit: no render
    clock += 1_000;
    mark('blog:a-post');
    clock += 10;
    book.read('/p', fresh); // stale now: this starts the render
    clock += 100;
    expect(book.write('/p', page('blog:a-post'))).toBeNull();
  });
});

describe('a render whose request’s arrival is known (server/main.mjs)', () => {
  it('stamps a fetch no read announced, as an on-demand re-render makes it, with that arrival', () => {
    const book = createStampBook(now);
    const ctx = { tags: ['blog:a-post'] };
    const arrived = clock; // the first edit's re-render: its fetch skips the data cache's read
    clock += 30;
    mark('blog:a-post'); // the second edit
    clock += 570;
    expect(book.write('f', fetched, ctx, arrived)).toBe(arrived);
    // Without the arrival, the answer holding the first edit's record would pass as fresh.
    expect(createStampBook(now).write('f', fetched, ctx)).toBeNull();
  });

  it('takes its own request’s arrival over an overlapping render’s read of the same page', () => {
    const book = createStampBook(now);
    book.read('/p', null); // the first edit's re-render starts
    clock += 30;
    mark('blog:a-post'); // the second edit
    clock += 10;
    const arrived = clock; // the second edit's re-render, after the mark
    book.read('/p', { lastModified: 0, value: page('blog:a-post') });
    clock += 100;
    expect(book.write('/p', page('blog:a-post'), undefined, arrived)).toBeNull();
  });
});

describe('the cache handler', () => {
  it('writes what a request’s render fetched with that request’s arrival once a mark fell since', async () => {
    const written: unknown[] = [];
    const Handler = withRenderStartStamps(
      class {
        async get() {
          return null;
        }
        async set(_key: string, _data: unknown, ctx: unknown) {
          written.push(ctx);
        }
      },
    );
    const arrived = Date.now() - 1_000;
    tagsManifest.set('blog:handler-post', { stale: Date.now() - 500 });
    const ctx = { fetchCache: true, tags: ['blog:handler-post'] };
    await withRequestStart(() => new Handler().set('handler-fetch', fetched, ctx), arrived);
    await new Handler().set('handler-fetch', fetched, ctx); // no request: its end, as Next stamps it
    expect(written).toEqual([{ ...ctx, internal_lastModified: arrived }, ctx]);
  });
});

describe('a fetch answer', () => {
  it('pairs each write with its own read: two renders fetching the same call', () => {
    const book = createStampBook(now);
    const ctx = { tags: ['blog-list', 'content'] };
    book.read('f', null, ctx); // render A fetches
    clock += 10;
    book.read('f', null, ctx); // render B fetches
    clock += 10;
    mark('blog-list');
    clock += 10;
    expect(book.write('f', fetched, ctx)).toBe(1_000_000);
    expect(book.write('f', fetched, ctx)).toBe(1_000_010);
    expect(book.write('f', fetched, ctx)).toBeNull();
  });

  it('forgets reads older than any render could take', () => {
    const book = createStampBook(now);
    book.read('f', null, { tags: ['blog-list'] });
    clock += LONGEST_RENDER_MS;
    mark('blog-list');
    clock += 5;
    expect(book.write('f', fetched, { tags: ['blog-list'] })).toBeNull();
  });
});
