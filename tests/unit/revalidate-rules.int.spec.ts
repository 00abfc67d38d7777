// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bearerMatches } from '@/lib/revalidate/bearer';
import { createRateLimiter } from '@/lib/revalidate/rate-limit';
import { parseRevalidateRequest } from '@/lib/revalidate/request';
import { tagsToRevalidate } from '@/lib/revalidate/tags';
import { pathsToWarm } from '@/lib/revalidate/warm';

describe('tagsToRevalidate', () => {
  it('expires a post, its lists, the neighbours and the sitemap', () => {
    expect(tagsToRevalidate({ type: 'blog', slug: 'new-post' }, ['older', 'newer', 'older'])).toEqual([
      'blog:new-post',
      'blog:older',
      'blog:newer',
      'blog-list',
      'blog-popular',
      'sitemap',
    ]);
  });

  it('expires the old slug too on a rename', () => {
    expect(tagsToRevalidate({ type: 'blog', slug: 'renamed', previousSlug: 'original' })).toEqual(
      expect.arrayContaining(['blog:renamed', 'blog:original']),
    );
  });

  it('maps events, services and categories to their page, list or menu, and the sitemap', () => {
    expect(tagsToRevalidate({ type: 'event', slug: 'meetup' })).toEqual(['event:meetup', 'event-list', 'sitemap']);
    expect(tagsToRevalidate({ type: 'service', slug: 'web', previousSlug: 'www' })).toEqual([
      'service:web',
      'service:www',
      'service-list',
      'sitemap',
    ]);
    expect(tagsToRevalidate({ type: 'category', slug: 'developers' })).toEqual([
      'category:developers',
      'category-list',
      'sitemap',
    ]);
  });

  it('ignores neighbours for anything but posts, and expires everything for "all"', () => {
    expect(tagsToRevalidate({ type: 'event', slug: 'meetup' }, ['x'])).not.toContain('event:x');
    expect(tagsToRevalidate({ type: 'all' })).toEqual(['content']);
  });
});

describe('parseRevalidateRequest', () => {
  it('accepts the contract’s bodies', () => {
    expect(parseRevalidateRequest('{"type":"blog","slug":"a-post","previousSlug":"old-post"}')).toEqual({
      ok: true,
      value: { type: 'blog', slug: 'a-post', previousSlug: 'old-post' },
    });
    expect(parseRevalidateRequest('{"type":"all"}')).toEqual({ ok: true, value: { type: 'all' } });
  });

  it.each([
    ['not json', 'the body is not JSON'],
    ['{"type":"page","slug":"x"}', 'type'],
    ['{"type":"blog"}', 'slug'],
    ['{"type":"blog","slug":"../../etc/passwd"}', 'slug'],
    [`{"type":"blog","slug":"${'a'.repeat(201)}"}`, 'slug'],
    ['{"type":"blog","slug":"ok","extra":1}', 'extra'],
  ])('refuses %s with a message naming the problem', (body, fragment) => {
    const result = parseRevalidateRequest(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain(fragment);
  });
});

describe('bearerMatches', () => {
  it('accepts only the exact secret in a Bearer header', () => {
    expect(bearerMatches('Bearer s3cret', 's3cret')).toBe(true);
    expect(bearerMatches('bearer s3cret', 's3cret')).toBe(true);
    expect(bearerMatches('Bearer s3cre', 's3cret')).toBe(false);
    expect(bearerMatches('Basic s3cret', 's3cret')).toBe(false);
    expect(bearerMatches(null, 's3cret')).toBe(false);
  });
});

describe('createRateLimiter', () => {
  it('lets `limit` calls through per window and per client, then asks to wait', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000 });
    expect(limiter.hit('a', 0)).toBeNull();
    expect(limiter.hit('a', 1)).toBeNull();
    expect(limiter.hit('a', 2)).toBe(10);
    expect(limiter.hit('b', 2)).toBeNull();
    expect(limiter.hit('a', 10_001)).toBeNull();
  });
});

describe('pathsToWarm', () => {
  it('re-renders a post, its old slug, its neighbours, the blog list and the sitemap', () => {
    expect(pathsToWarm({ type: 'blog', slug: 'new', previousSlug: 'old' }, ['older'])).toEqual([
      '/blog-details/new',
      '/blog-details/old',
      '/blog-details/older',
      '/blog',
      '/sitemap.xml',
    ]);
  });

  it('re-renders an event and the events page; only the sitemap for pages not built yet; nothing for "all"', () => {
    expect(pathsToWarm({ type: 'event', slug: 'meetup' })).toEqual(['/event-detail/meetup', '/events', '/sitemap.xml']);
    expect(pathsToWarm({ type: 'service', slug: 'web' })).toEqual(['/sitemap.xml']);
    expect(pathsToWarm({ type: 'all' })).toEqual([]);
  });
});
