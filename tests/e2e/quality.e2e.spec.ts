import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { allBlogSlugs, fromApi } from './support/content-api';
import { checkQuality } from './support/quality';

checkQuality([
  { name: 'home', path: async () => '/', carousel: 'Companies that trust us', waitFor: '#hero-particles canvas' },
  { name: 'blog list', path: async () => '/blog', carousel: 'Most popular blog posts' },
  { name: 'blog post', path: async () => `/blog-details/${(await allBlogSlugs())[0]}` },
  { name: 'events', path: async () => '/events' },
  {
    name: 'event',
    path: async () => `/event-detail/${(await fromApi<{ slug: string }[]>('get-event-list'))[0]?.slug}`,
  },
  { name: 'not found', path: async () => '/this/does/not/exist' },
]);

test('the open menu has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const results = await new AxeBuilder({ page }).include('header').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
