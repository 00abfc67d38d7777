import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { VETTING_COPY } from '@/lib/copy/vetting';
import { fromApi } from './support/content-api';
import { canonicalOf, jsonLdBlocks, redirectTarget, titleOf } from './support/html';
import { expectInOrder } from './support/in-order';

type CategoryAnswer = {
  category_array: { category_title: string; category_meta_title: string | null; parent_category_slug: string }[];
  subcat_array: { subcat_slug: string }[];
};
type CategoryList = {
  category_array: { category_slug: string; sub_category_array: { sub_category_slug: string }[] }[];
};

const metaDescription = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

test.describe('hire-category pages in the server HTML', () => {
  test('a top-level category has its sections, pricing, profiles and sub-category tiles', async ({ request }) => {
    const html = await (await request.get('/hire-our-genius-mind/developers')).text();
    const answer = await fromApi<CategoryAnswer>('get-hire-category-details', { category_slug: 'developers' });
    expectInOrder(html, [
      'id="trusted-by"',
      'id="selection-parameters"',
      'id="why-hire"',
      'id="pricing"',
      'id="profiles"',
      'id="vetting"',
      'id="tools"',
    ]);
    for (const sub of answer.subcat_array) expect(html).toContain(`href="/hire-our-genius-mind/${sub.subcat_slug}"`);
    for (const weight of [60, 40, 30, 20, 15]) expect(html).toContain(`>${VETTING_COPY.funnel.weightLabel(weight)}<`);
    for (const rating of ['4.8', '4.5', '4.6']) expect(html).toContain(`>${rating}<`);
    for (const claim of ['3 to 5 days', '$15', '$40', 'up to 66%', 'two-week', 'top 10%', '50,000+'])
      expect(html).toContain(claim);
    expect(canonicalOf(html)).toBe(`${E2E_URLS.site}/hire-our-genius-mind/developers`);
  });

  test('the JSON-LD is a rated Product with a free USD offer valid in the future, and a breadcrumb', async ({
    request,
  }) => {
    const html = await (await request.get('/hire-our-genius-mind/developers')).text();
    const blocks = jsonLdBlocks(html);
    const product = blocks.find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      aggregateRating: { ratingValue: 4.5, bestRating: 5, ratingCount: 100 },
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: '0.00' },
    });
    const validUntil = (product?.offers as { priceValidUntil: string }).priceValidUntil;
    expect(new Date(validUntil).getTime()).toBeGreaterThan(Date.now());
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy();
  });

  test('a category without pricing has no pricing section, and null meta fields get generated ones', async ({
    request,
  }) => {
    const html = await (await request.get('/hire-our-genius-mind/digital-marketing')).text();
    expect(html).toContain('id="vetting"');
    expect(html).not.toContain('id="pricing"');
    expect(titleOf(html)).toContain('Hire Pre-Vetted Remote Digital Marketing');
    expect(metaDescription(html)).toMatch(/^Hire pre-vetted remote Digital Marketing/);
  });

  test('a sub-category has its own layout and links back to its parent', async ({ request }) => {
    const html = await (await request.get('/hire-our-genius-mind/php-developers')).text();
    expectInOrder(html, [
      'id="why-us"',
      'id="profiles"',
      'id="differentiators"',
      'id="how-to-hire"',
      'id="faq"',
      'id="hire-now"',
    ]);
    expect(html).toContain('href="/hire-our-genius-mind/developers"');
    expect(html).not.toContain('id="selection-parameters"');
    expect(titleOf(html)).toContain('Hire Pre-Vetted Remote');
  });

  test('a sub-category without profiles has no profile section', async ({ request }) => {
    const html = await (await request.get('/hire-our-genius-mind/payroll-specialists')).text();
    expect(html).toContain('id="differentiators"');
    expect(html).not.toContain('id="profiles"');
  });

  test('/hire-our-genius-mind lists every category and sub-category', async ({ request }) => {
    const html = await (await request.get('/hire-our-genius-mind')).text();
    const { category_array } = await fromApi<CategoryList>('get-hire-category-list');
    for (const category of category_array) {
      expect(html).toContain(`href="/hire-our-genius-mind/${category.category_slug}"`);
      for (const sub of category.sub_category_array)
        expect(html).toContain(`href="/hire-our-genius-mind/${sub.sub_category_slug}"`);
    }
  });

  test('an unknown category redirects home by HTTP', async ({ request }) => {
    const response = await request.get('/hire-our-genius-mind/no-such-category', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(redirectTarget(response)).toBe('/');
  });
});
