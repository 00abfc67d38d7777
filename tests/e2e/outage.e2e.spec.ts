import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import {
  allBlogSlugs,
  callWebhook,
  fromApi,
  settledHtml,
  settleRevalidations,
  withApiStopped,
} from './support/content-api';

test('with the content API stopped, a webhook call leaves every page served with its last content', async ({
  request,
}) => {
  await settleRevalidations();
  const [slug = ''] = await allBlogSlugs();
  const [event] = await fromApi<{ slug: string }[]>('get-event-list');
  const paths = ['/', '/blog', `/blog-details/${slug}`, '/events', `/event-detail/${event?.slug}`, '/sitemap.xml'];
  const before = new Map<string, string>();
  for (const path of paths) before.set(path, await settledHtml(request, path));

  await withApiStopped(async () => {
    const response = await callWebhook(request, { type: 'blog', slug });
    expect(response.status()).toBe(503);
    expect((await callWebhook(request, { type: 'all' })).status()).toBe(503);
    for (const path of paths) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      expect(await page.text(), path).toBe(before.get(path));
    }
  });
  expect((await fetch(`${E2E_URLS.api}/health`)).ok).toBe(true);
});
