import { expect, test } from './support/test';
import { adminWrite, allBlogSlugs, expectServedSoon, settleRevalidations } from './support/content-api';
import { readRows } from './support/quiet-edit';

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
  // Seeded flags this test must clear; restored to the very ranks the database holds, which the API does not answer.
  const popular = readRows<{ blog_slug: string; popular_rank: number | null }>(
    'SELECT blog_slug, popular_rank FROM blogs WHERE popular = 1',
  );
  expect(popular.length).toBeGreaterThan(0);
  try {
    for (const post of popular) await adminWrite('blogs', post.blog_slug, { popular: false });
    await expect
      .poll(async () => (await request.get('/blog')).text(), { timeout: 5_000 })
      .not.toContain('Most Popular');
  } finally {
    for (const post of popular)
      await adminWrite('blogs', post.blog_slug, { popular: true, popular_rank: post.popular_rank });
    await settleRevalidations(['/blog']);
  }
  expect(readRows('SELECT blog_slug, popular_rank FROM blogs WHERE popular = 1')).toEqual(popular);
  await expectServedSoon(request, '/blog', 'Most Popular', 5_000);
});
