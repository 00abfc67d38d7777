// @vitest-environment node
// The tags both the Redis handler (the marks it reads) and the render-start stamps (the marks they compare) take
// for an entry: exactly those Next checks, a fetch's from its call and a page's from its header.
import { describe, expect, it } from 'vitest';
import { tagsNextChecks, tagsToPullMarksOf } from '@/next-glue/cache-handler/cache-tags.mjs';

const page = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/blog,posts,posts' } };

describe('tagsNextChecks', () => {
  it("takes a page's tags from its header, each once, and not the call's", () => {
    expect(tagsNextChecks(page, { tags: ['other'], softTags: ['_N_T_/other'] })).toEqual([
      '_N_T_/layout',
      '_N_T_/blog',
      'posts',
    ]);
  });

  it("takes a fetch answer's tags from its call, soft tags included, each once", () => {
    const fetched = { kind: 'FETCH', headers: { 'x-next-cache-tags': 'ignored' } };
    expect(tagsNextChecks(fetched, { tags: ['post:a', 'posts'], softTags: ['_N_T_/blog', 'posts'] })).toEqual([
      'post:a',
      'posts',
      '_N_T_/blog',
    ]);
    expect(tagsNextChecks(fetched)).toEqual([]);
  });

  it('finds none for a missing entry or a page without the header', () => {
    expect(tagsNextChecks(null, { tags: ['posts'] })).toEqual([]);
    expect(tagsNextChecks({ kind: 'APP_PAGE', headers: {} })).toEqual([]);
  });
});

describe('tagsToPullMarksOf', () => {
  it("reads the marks of Next's tags, the stored ones and the call's, each once", () => {
    const entry = { tags: ['stored', 'posts'], value: page };
    expect(tagsToPullMarksOf(entry, { tags: ['called'], softTags: ['_N_T_/soft'] })).toEqual([
      'stored',
      'posts',
      'called',
      '_N_T_/soft',
      '_N_T_/layout',
      '_N_T_/blog',
    ]);
    expect(tagsToPullMarksOf(null)).toEqual([]);
  });
});
