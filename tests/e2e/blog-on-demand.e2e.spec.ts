import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from '../../scripts/e2e/config.mjs';
import { adminWrite, allBlogSlugs, expectServedSoon, fromApi } from './support/content-api';
import { jsonLdBlocks } from './support/html';

/** The pages `next build` prerendered into the e2e build (lib/prerender.ts decides which). */
function prerenderedPaths(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(E2E.distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  return new Set(Object.keys(manifest.routes));
}

test('a post outside the prerendered set renders on its first visit with its JSON-LD, is cached, and an edit reaches it', async ({
  request,
}) => {
  const prerendered = prerenderedPaths();
  const slugs = await allBlogSlugs();
  const prebuilt = slugs.filter((slug) => prerendered.has(`/blog-details/${slug}`));
  // The newest posts are built ahead; the oldest are left for their first visitor.
  expect(prebuilt).toContain(slugs[0]);
  const outside = slugs.filter((slug) => !prerendered.has(`/blog-details/${slug}`));
  expect(outside.length).toBeGreaterThan(0);
  const slug = outside.at(-1) ?? '';

  const first = await request.get(`/blog-details/${slug}`, { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  const article = jsonLdBlocks(await first.text()).find((block) => block['@type'] === 'Article');
  expect(article).toMatchObject({ url: expect.stringMatching(new RegExp(`/blog-details/${slug}$`)) });
  expect(article?.headline).toBeTruthy();

  await expect
    .poll(async () => (await request.get(`/blog-details/${slug}`)).headers()['x-nextjs-cache'], { timeout: 10_000 })
    .toBe('HIT');

  // Revalidated by the publish hook like a prerendered post.
  const { blog } = await fromApi<{ blog: { blog_title: string }[] }>('get-blog-details', { slug });
  const title = blog[0]?.blog_title ?? '';
  await adminWrite('blogs', slug, { blog_title: 'An Older Post, Edited After the Build' });
  try {
    // A generous wait: this checks that the edit arrives, not how fast (the revalidation spec times that).
    await expectServedSoon(request, `/blog-details/${slug}`, 'An Older Post, Edited After the Build', 15_000);
  } finally {
    await adminWrite('blogs', slug, { blog_title: title });
  }
});
