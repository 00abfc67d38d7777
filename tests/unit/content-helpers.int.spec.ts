// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayDateToIso } from '@/lib/dates';
import { splitByDate } from '@/lib/events';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { htmlToText, truncate } from '@/lib/html/text';

describe('sanitizeCmsHtml', () => {
  it('removes scripts, event handlers and javascript: links, and keeps article markup', () => {
    const html = sanitizeCmsHtml(
      '<h2>Title</h2><p onclick="steal()">Text <a href="javascript:alert(1)">bad</a> <a href="/blog">good</a></p>' +
        '<script>alert(1)</script><img src="https://cdn.example.com/a.webp" onerror="alert(1)" alt="A"><iframe src="https://evil.example"></iframe>' +
        '<blockquote><p>Quote</p></blockquote><ul><li>One</li></ul><style>body{display:none}</style>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="/blog">good</a>');
    expect(html).toContain('<img src="https://cdn.example.com/a.webp" alt="A" />');
    expect(html).toContain('<blockquote><p>Quote</p></blockquote>');
  });

  it('refuses data: images and protects new-tab links', () => {
    expect(sanitizeCmsHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toContain('data:');
    expect(sanitizeCmsHtml('<a href="https://example.com" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('text helpers', () => {
  it('turns HTML into plain text and cuts at a word boundary', () => {
    expect(htmlToText('<p>Hire&nbsp;<strong>fast</strong> &amp; well</p>')).toBe('Hire fast & well');
    expect(truncate('Pre-vetted remote developers in three to five days', 30)).toBe('Pre-vetted remote developers…');
    expect(truncate('short', 30)).toBe('short');
  });
});

describe('dates', () => {
  it('reads the contract’s display dates', () => {
    expect(displayDateToIso('12 Mar, 2025')).toBe('2025-03-12');
    expect(displayDateToIso('2 Jan, 2025')).toBe('2025-01-02');
    expect(displayDateToIso('31 Foo, 2025')).toBeNull();
    expect(displayDateToIso('soon')).toBeNull();
  });

  it('splits events into upcoming (soonest first) and past (as listed)', () => {
    const event = (slug: string, date: string) => ({
      slug,
      title: slug,
      venue: 'Toronto',
      date,
      image: { src: '/x.webp', alt: slug },
    });
    const { upcoming, past } = splitByDate(
      [
        event('later', '20 Dec, 2026'),
        event('sooner', '01 Dec, 2026'),
        event('today', '22 Nov, 2026'),
        event('last-year', '10 Oct, 2025'),
      ],
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(upcoming.map((e) => e.slug)).toEqual(['today', 'sooner', 'later']);
    expect(past.map((e) => e.slug)).toEqual(['last-year']);
  });
});
