import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E } from '../../scripts/e2e/config.mjs';
import { adminWrite, allBlogSlugs, expectServedSoon } from './support/content-api';
import { jsonLdBlocks } from './support/html';
import { ownPost } from './support/own-post';

/** The pages `next build` prerendered into the e2e build (lib/prerender.ts decides which). */
function prerenderedPaths(): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(E2E.distDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  return new Set(Object.keys(manifest.routes));
}

// An old date puts it last in the list, where the oldest posts wait for their first visitor.
const post = ownPost('on-demand', { blog_date_for_schema: '2001-01-01' });

test('a post outside the prerendered set renders on its first visit with its JSON-LD, is cached, and an edit reaches it', async ({
  request,
}) => {
  const prerendered = prerenderedPaths();
  const slugs = await allBlogSlugs();
  const prebuilt = slugs.filter((slug) => prerendered.has(`/blog-details/${slug}`));
  // The newest posts are built ahead; the oldest are left for their first visitor.
  expect(prebuilt).toContain(slugs[0]);
  expect(slugs.at(-1)).toBe(post.slug);
  expect(prerendered.has(post.path)).toBe(false);

  const first = await request.get(post.path, { maxRedirects: 0 });
  expect(first.status()).toBe(200);
  const article = jsonLdBlocks(await first.text()).find((block) => block['@type'] === 'Article');
  expect(article).toMatchObject({ url: expect.stringMatching(new RegExp(`${post.path}$`)) });
  expect(article?.headline).toBe(post.fields.blog_title);

  await expect
    .poll(async () => (await request.get(post.path)).headers()['x-nextjs-cache'], { timeout: 10_000 })
    .toBe('HIT');

  // Revalidated by the publish hook like a prerendered post.
  await adminWrite('blogs', post.slug, { blog_title: 'An Older Post, Edited After the Build' });
  // A generous wait: this checks that the edit arrives, not how fast (the revalidation spec times that).
  await expectServedSoon(request, post.path, 'An Older Post, Edited After the Build', 15_000);
});
