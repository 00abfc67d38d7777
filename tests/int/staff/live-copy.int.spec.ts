// What the console says about a page's live copy, from the answer to its own look at the page.
import { describe, expect, it } from 'vitest';
import { readLook, type LiveCopy } from '@/lib/staff/pages/live-copy';
import { liveCopyWords } from '@/lib/staff/pages/live-copy-words';
import { saidText } from '@/lib/staff/when';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const RENDERED = Date.parse('2026-11-26T11:57:00Z');
const look = (status: number, headers: Record<string, string>) => readLook(status, new Headers(headers), NOW);
const fresh: LiveCopy = { state: 'fresh', status: 200, renderedAt: RENDERED, failedAt: null };

describe('readLook', () => {
  it('reads the render time and Next’s own word on freshness', () => {
    expect(look(200, { 'x-nextjs-cache': 'HIT', 'x-live-copy-rendered-at': String(RENDERED) })).toEqual(fresh);
    expect(look(200, { 'x-nextjs-cache': 'STALE', 'x-live-copy-rendered-at': String(RENDERED) })).toMatchObject({
      state: 'stale',
      renderedAt: RENDERED,
    });
  });

  it('knows a copy the look itself rendered, a page that is not there, and a server that does not tell', () => {
    expect(look(200, { 'x-nextjs-cache': 'MISS' })).toMatchObject({ state: 'rendered-now', renderedAt: NOW });
    expect(look(404, {})).toMatchObject({ state: 'missing', status: 404, renderedAt: null });
    expect(look(200, { 'x-nextjs-cache': 'HIT' })).toMatchObject({ state: 'unknown', renderedAt: null });
    expect(look(200, { 'x-nextjs-cache': 'HIT', 'x-live-copy-rendered-at': 'soon' })).toMatchObject({
      state: 'unknown',
    });
    expect(look(200, {})).toMatchObject({ state: 'per-visit', renderedAt: null });
  });

  it('passes on when a re-render last failed', () => {
    const failedAt = String(NOW - 1_000);
    expect(
      look(200, {
        'x-nextjs-cache': 'HIT',
        'x-live-copy-rendered-at': String(RENDERED),
        'x-live-copy-failed-at': failedAt,
      }),
    ).toMatchObject({ state: 'fresh', renderedAt: RENDERED, failedAt: NOW - 1_000 });
  });
});

describe('liveCopyWords', () => {
  it('warns in plain words when the live copy is older than the last edit in the CMS', () => {
    const words = liveCopyWords(fresh, RENDERED + 60_000, true, NOW);
    expect(saidText(words.live)).toBe(
      'Rendered Thu, 26 Nov 2026, 11:57 UTC (3 minutes ago). It is fresh: visitors get this copy as it is.',
    );
    expect(saidText(words.edited)).toBe('Last edited in the CMS Thu, 26 Nov 2026, 11:58 UTC (2 minutes ago).');
    expect(words.warning).toBe(
      'The live copy is older than the last edit, so the edit is not on the site yet. Refresh this page to publish it.',
    );
  });

  it('says nothing is wrong when the copy was rendered after the edit', () => {
    expect(liveCopyWords(fresh, RENDERED - 60_000, true, NOW).warning).toBeNull();
  });

  it('says why there is no edit time, and that a failed re-render left the copy', () => {
    expect(saidText(liveCopyWords(fresh, null, false, NOW).edited)).toContain('part of the site itself');
    expect(saidText(liveCopyWords(fresh, 'unanswered', true, NOW).edited)).toBe(
      'The CMS did not answer, so the time of the last edit is unknown.',
    );
    const kept = liveCopyWords({ ...fresh, failedAt: NOW - 30_000 }, null, false, NOW);
    expect(saidText(kept.failure!)).toBe(
      'The last re-render, Thu, 26 Nov 2026, 11:59 UTC (30 seconds ago), failed (the CMS may not have answered), so visitors still get the copy above.',
    );
    expect(saidText(liveCopyWords({ ...fresh, state: 'stale' }, null, false, NOW).live)).toContain(
      'waiting for a re-render',
    );
  });
});
