// The console's words for audit lines and Web Vitals: a sentence per line, the terms a visitor would use.
import { describe, expect, it } from 'vitest';
import { auditDetails, auditSentence } from '@/lib/staff/audit/audit-words';
import { METRIC_WORDS, pageTypeName } from '@/lib/staff/vitals/vitals-words';

const AT = Date.parse('2026-12-07T08:00:00Z');
const line = (action: string, target: string, result: string) => ({
  at: AT,
  personId: 'p1',
  name: 'Ana',
  email: 'ana@example.com',
  action,
  target,
  result,
});

describe('an audit line as a sentence', () => {
  it('says what happened in words, the raw line kept for the details', () => {
    const saved = line('record.publication', 'blog hello: {"state":"live"}', 'saved');
    expect(auditSentence(saved)).toBe('Changed the state and schedule of the post “hello”: saved.');
    expect(auditDetails(saved)).toBe('action: record.publication\ntarget: blog hello: {"state":"live"}\nresult: saved');
    expect(
      auditSentence(line('refresh', 'every:blog', 'All 3 pages are live everywhere 1.2 s after you clicked.')),
    ).toBe('Refreshed every post: All 3 pages are live everywhere 1.2 s after you clicked.');
    expect(auditSentence(line('refresh', 'page:/pricing', 'Live everywhere 240 ms after you clicked.'))).toBe(
      'Refreshed /pricing: Live everywhere 240 ms after you clicked.',
    );
    expect(auditSentence(line('refresh', 'all', 'done'))).toBe('Refreshed the whole site: done.');
    expect(auditSentence(line('record.delete', 'blog hello', 'done'))).toBe('Deleted the post “hello”: done.');
    expect(auditSentence(line('record.edit', 'blog hello', 'version 3'))).toBe('Edited the post “hello”: version 3.');
    expect(auditSentence(line('record.create', 'testimonial robin', 'version 1'))).toBe(
      'Created testimonial robin: version 1.',
    );
    expect(auditSentence(line('upload', 'cover.png', '/uploads/images/2026-11/cover-1a2b.png'))).toBe(
      'Uploaded cover.png: /uploads/images/2026-11/cover-1a2b.png.',
    );
    expect(auditSentence(line('sign-in', 'console', 'signed in with a passkey'))).toBe(
      'Signed in to the console: signed in with a passkey.',
    );
  });
});

describe('Web Vitals in a visitor’s words', () => {
  it('names page patterns by their family and metrics by what a visitor feels', () => {
    expect(pageTypeName('/blog-details/[slug]')).toBe('Post pages');
    expect(pageTypeName('/hire-our-genius-mind/[category_slug]')).toBe('Hire category pages');
    expect(pageTypeName('/about-us')).toBe('About us');
    expect(pageTypeName('/')).toBe('Home');
    expect(pageTypeName('other')).toBe('Other addresses (not found, old links)');
    expect(METRIC_WORDS.LCP).toMatchObject({ name: 'Main content shown', term: 'Largest Contentful Paint' });
  });
});
