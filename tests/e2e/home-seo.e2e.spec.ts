import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { jsonLdBlocks } from './support/html';

test.describe('home page', () => {
  test('has its hero, calls to action and Trusted By strip', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Hire Developers' })).toHaveAttribute(
      'href',
      '/schedule-a-call',
    );
    await expect(page.getByRole('link', { name: 'Apply For Jobs' })).toHaveAttribute('href', '/apply-as-talent');
    const trusted = page.getByRole('region', { name: 'Companies that trust us' });
    await expect(page.getByRole('heading', { name: 'Trusted By' })).toBeVisible();
    expect(await trusted.getByRole('img').count()).toBeGreaterThanOrEqual(12);
  });

  test('claims savings of up to 66%, a maximum, never an average', async ({ page }) => {
    await page.goto('/');
    const savings = page.locator('#hero-title ~ dl > div').filter({ has: page.getByText('savings', { exact: true }) });
    await expect(savings.locator('dd')).toHaveText('up to 66%');
    await expect(page.locator('#main')).not.toContainText(/average saving/i);
  });

  test('sets title, description, canonical, alternates, OpenGraph and Twitter tags', async ({ page }) => {
    await page.goto('/');
    const home = E2E_URLS.site;
    await expect(page).toHaveTitle(/Talentbridge/);
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect(await meta('meta[name="description"]')).toMatch(/top 10%/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', home);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', home);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', home);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:site_name']) {
      expect(await meta(`meta[property="${property}"]`), property).toBeTruthy();
    }
    expect(await meta('meta[property="og:url"]')).toBe(home);
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      expect(await meta(`meta[name="${name}"]`), name).toBeTruthy();
    }
  });

  test('embeds Organization JSON-LD with the four offices', async ({ request }) => {
    const blocks = jsonLdBlocks(await (await request.get('/')).text());
    const organization = blocks.find((block) => block['@type'] === 'Organization') as {
      address: { addressLocality: string }[];
    };
    expect(organization.address.map((address: { addressLocality: string }) => address.addressLocality)).toEqual([
      'Toronto',
      'Medellín',
      'Kolkata',
      'New York',
    ]);
  });

  // Crawlers and some browsers ask for /favicon.ico whatever the page links (it names /icon.svg).
  test('answers /favicon.ico with the site icon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  });

  test('sends security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the spec’s page and an image', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This Page is Not Found' })).toBeVisible();
    await expect(page.locator('#main img')).toHaveAttribute('alt', /.+/);
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  });
});
