import { expect, test } from '@playwright/test';
import { adminWrite, allBlogSlugs, expectServedSoon, fromApi } from './support/content-api';

test('Load more appends the next pages and disappears at the end', async ({ page }) => {
  const total = (await allBlogSlugs()).length;
  await page.goto('/blog');
  const recent = page.getByRole('region', { name: 'Leadership Recent' });
  await expect(recent.getByRole('article')).toHaveCount(9);
  const loadMore = recent.getByRole('button', { name: 'Load more' });
  while (await loadMore.isVisible()) {
    const before = await recent.getByRole('article').count();
    await loadMore.click();
    await expect.poll(() => recent.getByRole('article').count()).toBeGreaterThan(before);
  }
  await expect(recent.getByRole('article')).toHaveCount(total);
  await expect(loadMore).toHaveCount(0);
});

test('the popular carousel autoplays', async ({ page }) => {
  await page.goto('/blog');
  const carousel = page.getByRole('region', { name: 'Most popular blog posts' });
  await carousel.scrollIntoViewIfNeeded();
  const current = carousel.locator('.slick-current');
  await expect(current).toBeAttached({ timeout: 10_000 });
  const first = await current.getAttribute('data-index');
  await expect.poll(() => current.getAttribute('data-index'), { timeout: 8_000 }).not.toBe(first);
});

test('the popular carousel is hidden while the popular list is empty', async ({ request }) => {
  const popular = await fromApi<{ blog_slug: string }[]>('get-popular-blog-list');
  try {
    for (const post of popular) await adminWrite('blogs', post.blog_slug, { popular: false });
    await expect
      .poll(async () => (await request.get('/blog')).text(), { timeout: 5_000 })
      .not.toContain('Most Popular');
  } finally {
    for (const [rank, post] of popular.entries())
      await adminWrite('blogs', post.blog_slug, { popular: true, popular_rank: rank + 1 });
  }
  await expectServedSoon(request, '/blog', 'Most Popular', 5_000);
});
