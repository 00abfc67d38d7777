// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LIST_TYPES } from '@/lib/content-types';
import { parseRevalidateRequest } from '@/lib/revalidate/request';

describe('parseRevalidateRequest', () => {
  it('accepts the contract’s bodies', () => {
    expect(parseRevalidateRequest('{"type":"blog","slug":"a-post","previousSlug":"old-post"}')).toEqual({
      ok: true,
      value: { type: 'blog', slug: 'a-post', previousSlug: 'old-post' },
    });
    expect(parseRevalidateRequest('{"type":"all"}')).toEqual({ ok: true, value: { type: 'all' } });
    expect(parseRevalidateRequest('{"type":"redirects","path":"/old/page"}')).toEqual({
      ok: true,
      value: { type: 'redirects', path: '/old/page' },
    });
  });

  it('accepts every list type the later pages need, alone', () => {
    expect(LIST_TYPES).toEqual(
      expect.arrayContaining([
        'trustedby',
        'technology',
        'team',
        'testimonials',
        'video',
        'pricing',
        'openings',
        'skills',
      ]),
    );
    for (const type of LIST_TYPES) {
      expect(parseRevalidateRequest(JSON.stringify({ type }))).toEqual({ ok: true, value: { type } });
    }
  });

  it.each([
    ['not json', 'the body is not JSON'],
    ['{"type":"page","slug":"x"}', 'type'],
    ['{"type":"blog"}', 'slug'],
    ['{"type":"pricing","slug":"x"}', 'slug'],
    ['{"type":"blog","slug":"../../etc/passwd"}', 'slug'],
    [`{"type":"blog","slug":"${'a'.repeat(201)}"}`, 'slug'],
    ['{"type":"blog","slug":"ok","extra":1}', 'extra'],
    ['{"type":"redirects"}', 'path'],
    ['{"type":"redirects","path":"//evil.example/x"}', 'a path on this site'],
    ['{"type":"redirects","path":"https://evil.example/"}', 'a path on this site'],
    [`{"type":"redirects","path":"/${'a'.repeat(2_000)}"}`, 'path'],
    ['{"type":"redirects","path":"/a","slug":"x"}', 'slug'],
  ])('refuses %s with a message naming the problem', (body, fragment) => {
    const result = parseRevalidateRequest(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain(fragment);
  });
});
