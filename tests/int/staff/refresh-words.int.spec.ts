// A refresh's steps and result in words: live everywhere, an edge that did not answer, a failed render, the CMS down.
import { describe, expect, it } from 'vitest';
import { cmsDownWords, outcomeWords, stepDetails, stepWords, type TimedStep } from '@/lib/staff/pages/refresh-words';
import type { RefreshScope } from '@/lib/staff/pages/refresh-scope';

const EDGE = 'http://10.0.0.5:8080';
const page: RefreshScope = { target: { kind: 'page', path: '/blog-details/a' }, pages: ['/blog-details/a', '/blog'] };
const marked: TimedStep = { kind: 'marked', stale: 6, expired: 0, ms: 4 };
const rendered = (path: string, ms: number, ok = true): TimedStep => ({ kind: 'rendered', path, ok, ms });
const edge = (path: string, ms: number, answer: 'kept' | 'stale' | 'unreachable' = 'kept'): TimedStep => ({
  kind: 'edge',
  path,
  edge: EDGE,
  answer,
  ms,
});

describe('outcomeWords', () => {
  it('says when the page was live everywhere, and that the pages it appears on followed', () => {
    const steps = [
      marked,
      rendered('/blog-details/a', 180),
      edge('/blog-details/a', 240),
      rendered('/blog', 900),
      edge('/blog', 1_310),
    ];
    expect(outcomeWords(page, steps)).toEqual({
      ok: true,
      words:
        'Live everywhere 240 ms after you clicked. The 1 other page it appears on (lists, feeds, sitemap) followed within 1.3 s.',
    });
  });

  it('says the page is live on the site when an edge did not answer, and how late visitors behind it see it', () => {
    const steps = [
      marked,
      rendered('/blog-details/a', 180),
      edge('/blog-details/a', 200, 'unreachable'),
      rendered('/blog', 300),
    ];
    expect(outcomeWords(page, steps).words).toBe(
      'Live on the site 200 ms after you clicked. The edge 10.0.0.5:8080 did not answer: visitors behind it get the new page within 2 seconds. The 1 other page it appears on (lists, feeds, sitemap) followed within 300 ms.',
    );
  });

  it('counts a render the edge refused as stale, then the second round that went live', () => {
    const steps = [
      rendered('/blog-details/a', 100),
      edge('/blog-details/a', 120, 'stale'),
      rendered('/blog-details/a', 300),
      edge('/blog-details/a', 330),
      rendered('/blog', 400),
    ];
    expect(outcomeWords(page, steps).words).toMatch(/^Live everywhere 330 ms after you clicked\./);
  });

  it('says the live page stays as it was when its render failed', () => {
    expect(outcomeWords(page, [marked, rendered('/blog-details/a', 90, false), rendered('/blog', 95, false)])).toEqual({
      ok: false,
      words:
        'The page could not be re-rendered (the CMS may have stopped answering), so the live page stays as it was. Try again when the CMS answers.',
    });
  });

  it('counts the pages of a refresh of every post, and those that failed', () => {
    const every: RefreshScope = { target: { kind: 'every', of: 'blog' }, pages: ['/a', '/b', '/c'] };
    const all = [rendered('/a', 100), rendered('/b', 200), rendered('/c', 3_200)];
    expect(outcomeWords(every, all)).toEqual({
      ok: true,
      words: 'All 3 pages are live everywhere 3.2 s after you clicked.',
    });
    expect(outcomeWords(every, [rendered('/a', 100), rendered('/b', 200, false)]).words).toBe(
      '1 of 3 pages are live (200 ms); 2 could not be re-rendered, so they stay as they were. Try again when the CMS answers.',
    );
    const site: RefreshScope = { target: { kind: 'all' }, pages: ['/', '/blog'] };
    expect(outcomeWords(site, [rendered('/', 100), rendered('/blog', 150)]).words).toBe(
      'Every page of the site is marked for a re-render at its next visit. The home, lists, feeds and sitemaps (2 pages) are live everywhere 150 ms after you clicked.',
    );
  });
});

describe('cmsDownWords and stepWords', () => {
  it('says the CMS did not answer and nothing changed', () => {
    expect(cmsDownWords(page)).toBe(
      'The CMS did not answer, so the live page stays as it was. Try again when it is back.',
    );
    expect(cmsDownWords({ target: { kind: 'all' } })).toBe(
      'The CMS did not answer, so every page stays as it was. Try again when it is back.',
    );
  });

  it('words each step as it happens', () => {
    expect(stepWords(marked)).toBe(
      'Every page this change touches is marked for a new copy: visitors keep the last copy until the new one is ready.',
    );
    expect(stepDetails(marked)).toBe('6 cache tags marked stale.');
    expect(stepDetails({ ...marked, expired: 1 })).toBe('6 cache tags marked stale; 1 removed page dropped.');
    expect(stepDetails(rendered('/blog', 1))).toBeNull();
    expect(stepWords(rendered('/blog', 1))).toBe('Rendered /blog.');
    expect(stepWords(rendered('/blog', 1, false))).toBe('Could not render /blog: its old copy stays.');
    expect(stepWords(edge('/blog', 1))).toBe('The edge 10.0.0.5:8080 took the new /blog.');
    expect(stepWords(edge('/blog', 1, 'unreachable'))).toBe('The edge 10.0.0.5:8080 did not answer for /blog.');
  });
});
