// Finding a page by its address (any form a browser shows) or by title.
import { describe, expect, it } from 'vitest';
import { findIn } from '@/lib/staff/pages/find-page';
import { readTyped } from '@/lib/staff/pages/page-address';
import { pageAt } from '@/lib/staff/pages/page-at';
import type { IndexedPage } from '@/lib/staff/pages/page-index';

const HOSTS = ['www.talentbridge.example', '10.0.0.5:8080'];
const post = (slug: string, title: string): IndexedPage => ({
  family: 'post',
  title,
  path: `/blog-details/${slug}`,
  ref: { kind: 'record', type: 'blog', slug, path: `/blog-details/${slug}` },
});
const INDEX: IndexedPage[] = [
  { family: 'page', title: 'Pricing', path: '/pricing', ref: { kind: 'fixed', path: '/pricing' } },
  post('hiring-remote-developers', 'Hiring Remote Developers in 2026'),
  post('remote-hiring-guide', 'The remote hiring guide'),
  post('cafe-culture', 'Café culture for remote teams'),
  {
    family: 'opening',
    title: 'Senior React Developer',
    path: '/current-openings',
    ref: { kind: 'fixed', path: '/current-openings' },
  },
];

describe('readTyped', () => {
  it.each([
    ['https://www.talentbridge.example/blog-details/a-post?utm_source=mail#comments', '/blog-details/a-post'],
    ['HTTPS://WWW.TALENTBRIDGE.EXAMPLE/pricing/', '/pricing'],
    ['www.talentbridge.example/pricing', '/pricing'],
    ['http://10.0.0.5:8080/events', '/events'],
    ['/blog-details/a-post/?x=1', '/blog-details/a-post'],
    ['/blog-details/caf%C3%A9', '/blog-details/café'],
    ['https://www.talentbridge.example', '/'],
  ])('reads %j as the path %j', (typed, path) => {
    expect(readTyped(typed, HOSTS)).toEqual({ kind: 'path', path });
  });

  it('tells an address on another site from words of a title, and nothing from blanks', () => {
    expect(readTyped('https://example.org/pricing', HOSTS)).toEqual({ kind: 'elsewhere', host: 'example.org' });
    expect(readTyped('talentbridge.example/pricing', HOSTS)).toEqual({
      kind: 'elsewhere',
      host: 'talentbridge.example',
    });
    expect(readTyped('  hiring developers ', HOSTS)).toEqual({ kind: 'title', words: 'hiring developers' });
    expect(readTyped('Dr. Who', HOSTS)).toEqual({ kind: 'title', words: 'Dr. Who' });
    expect(readTyped('   ', HOSTS)).toEqual({ kind: 'empty' });
  });
});

describe('pageAt', () => {
  it('knows fixed pages and every URL of a record, its card and calendar file included', () => {
    expect(pageAt('/pricing')).toEqual({ kind: 'fixed', path: '/pricing' });
    expect(pageAt('/')).toEqual({ kind: 'fixed', path: '/' });
    expect(pageAt('/blog-details/a-post/opengraph-image')).toEqual({
      kind: 'record',
      type: 'blog',
      slug: 'a-post',
      path: '/blog-details/a-post',
    });
    expect(pageAt('/event-detail/meetup/event.ics')).toMatchObject({ type: 'event', slug: 'meetup' });
    expect(pageAt('/web-development')).toEqual({
      kind: 'record',
      type: 'service',
      slug: 'web-development',
      path: '/services/web-development',
    });
    expect(pageAt('/hire-our-genius-mind/developers')).toMatchObject({
      type: 'category',
      path: '/hire-our-genius-mind/developers',
    });
  });

  it.each(['/blog-details/Capital', '/no/such/page', '/blog-details/', '/api/health'])(
    'knows no page at %j',
    (path) => {
      expect(pageAt(path)).toBeNull();
    },
  );
});

describe('findIn', () => {
  it('finds the page at an address, under any of its URLs', () => {
    expect(findIn(INDEX, { kind: 'path', path: '/blog-details/remote-hiring-guide/opengraph-image' })).toEqual({
      kind: 'pages',
      pages: [INDEX[2]],
      more: 0,
    });
    // The openings list is a fixed page, found by its address even when no index lists it (the CMS is down).
    expect(findIn([], { kind: 'path', path: '/current-openings' })).toEqual({
      kind: 'pages',
      pages: [
        {
          family: 'page',
          title: 'Current openings',
          path: '/current-openings',
          ref: { kind: 'fixed', path: '/current-openings' },
        },
      ],
      more: 0,
    });
  });

  it('asks the CMS about a record’s address the lists do not show, and refuses an address with no page', () => {
    expect(findIn(INDEX, { kind: 'path', path: '/blog-details/brand-new' })).toEqual({
      kind: 'unlisted',
      ref: { kind: 'record', type: 'blog', slug: 'brand-new', path: '/blog-details/brand-new' },
    });
    expect(findIn(INDEX, { kind: 'path', path: '/nope/nope' })).toEqual({ kind: 'no-page', path: '/nope/nope' });
  });

  it('ranks titles: the same, then starting with the words, then a word starting so, then all words anywhere', () => {
    const found = findIn(INDEX, { kind: 'title', words: 'hiring' });
    expect(found.kind === 'pages' && found.pages.map((page) => page.title)).toEqual([
      'Hiring Remote Developers in 2026',
      'The remote hiring guide',
    ]);
    const exact = findIn(INDEX, { kind: 'title', words: 'pricing' });
    expect(exact.kind === 'pages' && exact.pages.map((page) => page.title)).toEqual(['Pricing']);
    // Equal ranks: the shorter title first.
    const remote = findIn(INDEX, { kind: 'title', words: 'remote' });
    expect(remote.kind === 'pages' && remote.pages.map((page) => page.title)).toEqual([
      'The remote hiring guide',
      'Café culture for remote teams',
      'Hiring Remote Developers in 2026',
    ]);
    const reordered = findIn(INDEX, { kind: 'title', words: 'developers  hiring' });
    expect(reordered.kind === 'pages' && reordered.pages.map((page) => page.title)).toEqual([
      'Hiring Remote Developers in 2026',
    ]);
  });

  it('matches titles without regard to case or accents, finds openings, and says when nothing matches', () => {
    const cafe = findIn(INDEX, { kind: 'title', words: 'CAFE' });
    expect(cafe.kind === 'pages' && cafe.pages[0]?.title).toBe('Café culture for remote teams');
    const opening = findIn(INDEX, { kind: 'title', words: 'react developer' });
    expect(opening.kind === 'pages' && opening.pages[0]).toMatchObject({
      family: 'opening',
      path: '/current-openings',
    });
    expect(findIn(INDEX, { kind: 'title', words: 'kubernetes' })).toEqual({ kind: 'no-title', words: 'kubernetes' });
  });
});
