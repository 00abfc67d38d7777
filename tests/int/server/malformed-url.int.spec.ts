// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isMalformedPath, MAX_SEGMENT_LENGTH } from '@/next-glue/server/malformed-url.mjs';

describe('malformed paths', () => {
  it.each([
    '/blog-details/a%C0%AFb',
    '/event-detail/x%ZZ',
    '/hire-our-genius-mind/%E0%A4%A',
    '/blog%',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/blog-details/..%2F..%2Fetc',
    '/services/%2E%2E',
    '/blog-details/../../etc/passwd',
    '/blog-details/a%5Cb',
    '/blog-details/%00',
    `/blog-details/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}`,
  ])('%s names no page', (path) => {
    expect(isMalformedPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/blog-details/hiring-remote-developers',
    '/services/caf%C3%A9',
    '/blog?q=%',
    '/blog?url=%ZZ&next=../..',
    '/_next/static/chunks/app/page-0a1b2c3d4e5f.js',
    `/blog-details/${'a'.repeat(MAX_SEGMENT_LENGTH)}`,
  ])('%s is left to the site', (path) => {
    expect(isMalformedPath(path)).toBe(false);
  });
});
