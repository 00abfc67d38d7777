import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { canonicalOf, jsonLdBlocks, titleOf } from './support/html';
import { sitemapLocs } from './support/sitemaps';

const site = E2E_URLS.site;

test.describe('the HTML crawlers get, JavaScript off', () => {
  const pages = [
    { path: '/schedule-a-call', title: 'Schedule a Call', h1: 'Let&#x27;s find your ideal developer', indexed: true },
    { path: '/book-an-event', title: 'Select a Date &amp; Time', h1: 'Select a Date &amp; Time', indexed: false },
    { path: '/contact-us', title: 'Contact Us', h1: 'We Are Here for You', indexed: true },
    { path: '/login', title: 'Sign In', h1: 'Welcome to', indexed: false },
  ];

  for (const { path, title, h1, indexed } of pages) {
    test(`${path}: title, description, canonical and ${indexed ? 'indexable' : 'noindex'}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toContain(title);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(canonicalOf(html)).toBe(`${site}${path}`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}`));
      expect(html.includes('<meta name="robots" content="noindex, follow"/>')).toBe(!indexed);
    });
  }

  test('the sitemap lists the schedule and contact pages, not the booking step or sign-in', async ({ request }) => {
    const locs = await sitemapLocs(request);
    expect(locs).toContain(`${site}/schedule-a-call`);
    expect(locs).toContain(`${site}/contact-us`);
    expect(locs).not.toContain(`${site}/book-an-event`);
    expect(locs).not.toContain(`${site}/login`);
  });

  test('contact: offices, the discovery call block and ContactPage JSON-LD with every address', async ({ request }) => {
    const html = await (await request.get('/contact-us')).text();
    for (const city of ['Kolkata', 'Medellín', 'New York', 'Toronto']) expect(html).toContain(`>${city}</h3>`);
    expect(html).toContain('href="/contact-us#contact-frm"');
    expect(html).toContain('id="contact-frm"');
    expect(html).toContain('Schedule a Discovery Call');
    expect(html).toMatch(/href="tel:\+\d+"/);
    expect(html).toMatch(/href="mailto:[^"]+@/);
    const contactPage = jsonLdBlocks(html).find((block) => block['@type'] === 'ContactPage') as {
      url: string;
      mainEntity: { '@type': string; address: { addressLocality: string }[] };
    };
    expect(contactPage.url).toBe(`${site}/contact-us`);
    expect(contactPage.mainEntity['@type']).toBe('Organization');
    expect(contactPage.mainEntity.address.map((address) => address.addressLocality).sort()).toEqual([
      'Kolkata',
      'Medellín',
      'New York',
      'Toronto',
    ]);
    expect(jsonLdBlocks(html).some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('booking: the way back to the shortlist, four benefits and other ways to book', async ({ request }) => {
    const html = await (await request.get('/book-an-event')).text();
    expect(html).toMatch(/<a [^>]*href="\/schedule-a-call"[^>]*>see your shortlist<\/a>/);
    for (const benefit of ['account manager', 'pre-vetted talent', 'Interviews', 'two-week zero-risk trial'])
      expect(html).toContain(benefit);
    expect(html).toMatch(/href="mailto:/);
  });
});

test('login: two portals, each in a new tab without an opener', async ({ page }) => {
  await page.goto('/login');
  for (const [heading, link] of [
    ['Sign In As A Client', 'Go to the client portal'],
    ['Sign In As A Candidate', 'Go to the candidate portal'],
  ] as const) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    const portal = page.getByRole('link', { name: new RegExp(link) });
    await expect(portal).toHaveAttribute('href', /^https?:\/\//);
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('booking: offline, the fallback replaces the calendar and no empty 750 px box stays', async ({ page }) => {
  await page.goto('/book-an-event');
  await expect(page.getByRole('region', { name: 'Book by email or phone' })).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('iframe')).toHaveCount(0);
  const boxes = await page
    .locator('main *')
    .evaluateAll(
      (elements) => elements.filter((element) => Math.round(element.getBoundingClientRect().height) === 750).length,
    );
  expect(boxes).toBe(0);
  await expect(page.getByRole('link', { name: /Try the calendar in a new tab/ })).toHaveAttribute('target', '_blank');
});

test("contact: 'Send Us a Message' takes the visitor to the form", async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('link', { name: 'Send Us a Message' }).click();
  await expect(page).toHaveURL(/#contact-frm$/);
  await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeInViewport();
});
