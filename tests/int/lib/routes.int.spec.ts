// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { crumbs, PAGES, routes, SITEMAP_PAGES } from '@/lib/routes';

describe('the route table', () => {
  it('builds every parameterised route, the service at its canonical and its root URL', () => {
    expect(routes.blogPost('a-post')).toBe('/blog-details/a-post');
    expect(routes.event('meetup')).toBe('/event-detail/meetup');
    expect(routes.service('web')).toBe('/services/web');
    expect(routes.serviceAlias('web')).toBe('/web');
    expect(routes.category('developers')).toBe('/hire-our-genius-mind/developers');
    expect(routes.lifeAt).toBe('/life-at-talentbridge');
  });

  it('lists only indexable pages in the sitemap', () => {
    const listed = SITEMAP_PAGES.map((page) => page.path);
    expect(listed).toContain('/');
    expect(listed).not.toContain(PAGES.portfolio.path);
  });

  it('gives every fixed page a distinct path', () => {
    const paths = Object.values(PAGES).map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('starts every breadcrumb trail at Home', () => {
    expect(crumbs(['Blog', routes.blog])).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ]);
  });
});
