import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { SERVICE_COPY } from '@/lib/copy/services';
import { REVIEWS_COPY } from '@/lib/copy/reviews';
import { fromApi } from './support/content-api';
import { canonicalOf, jsonLdBlocks, redirectTarget, titleOf } from './support/html';
import { expectInOrder } from './support/in-order';
import { sitemapLocs } from './support/sitemaps';

type ServiceList = { service_slug: string; service_title: string; sub_service_array: { sub_service_slug: string }[] }[];
type ServiceAnswer = { service_details_array: { service_title: string; service_meta_title: string }[] };

const WITH_CASE_STUDIES = 'software-development';
const WITHOUT_CASE_STUDIES = 'virtual-assistant-services';
const CHILD = 'web-application-development';

// These read the HTML as a crawler does: one GET, no JavaScript.
test.describe('service pages in the server HTML', () => {
  test('a top-level service has its twelve sections in the spec’s order', async ({ request }) => {
    const html = await (await request.get(`/services/${WITH_CASE_STUDIES}`)).text();
    const {
      service_details_array: [service],
    } = await fromApi<ServiceAnswer>('get-service-details', { slug: WITH_CASE_STUDIES });
    const title = service?.service_title ?? '';
    expectInOrder(html, [
      'Schedule Your Appointment',
      'name="fullname"',
      'id="trusted-by"',
      'id="service-intro"',
      `Our ${title} Includes`,
      `Explore ${title}`,
      'id="why-us"',
      'id="case-studies"',
      'Get Started',
      'Transportation &amp; Logistics',
      '30 days’ notice',
      'id="testimonials"',
      'name="First Name"',
    ]);
    expect(titleOf(html)).toContain(service?.service_meta_title.replace(/&/g, '&amp;'));
    expect(canonicalOf(html)).toBe(`${E2E_URLS.site}/services/${WITH_CASE_STUDIES}`);
    for (const claim of ['two-week free trial', 'more than 12 years', 'More than 1100 clients'])
      expect(html).toContain(claim);
    for (const industry of SERVICE_COPY.industries.tiles) expect(html).toContain(industry.replace(/&/g, '&amp;'));
    expect(html.split(`aria-label="${REVIEWS_COPY.rating(5)}"`)).toHaveLength(4);
    expect(html).toContain('href="/schedule-a-call"');
    const blocks = jsonLdBlocks(html);
    expect(blocks.find((block) => block['@type'] === 'Service')).toMatchObject({ name: title });
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy();
  });

  test('a service without case studies has no case-study section', async ({ request }) => {
    const html = await (await request.get(`/services/${WITHOUT_CASE_STUDIES}`)).text();
    expect(html).toContain('id="why-us"');
    expect(html).not.toContain('id="case-studies"');
  });

  test('a child service has its own layout, its links and six sample profiles', async ({ request }) => {
    const html = await (await request.get(`/services/${CHILD}`)).text();
    expect(html).toContain('href="/schedule-a-call"');
    expect(html).toContain('href="/services/hire-development-team"');
    expect(html.match(/>5\.2 years of experience</g)).toHaveLength(6);
    expect(html).toContain('Kolkata, West Bengal, India');
    expect(html).not.toContain('name="fullname"');
    expect(html).not.toContain('id="case-studies"');
  });

  test('the root alias renders the same page with its canonical at /services/{slug}', async ({ request }) => {
    const response = await request.get(`/${WITH_CASE_STUDIES}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(canonicalOf(html)).toBe(`${E2E_URLS.site}/services/${WITH_CASE_STUDIES}`);
    expect(html).toContain('id="service-includes"');
  });

  test('/services lists every service and sub-service', async ({ request }) => {
    const html = await (await request.get('/services')).text();
    for (const service of await fromApi<ServiceList>('get-service-list')) {
      expect(html).toContain(`href="/services/${service.service_slug}"`);
      for (const sub of service.sub_service_array) expect(html).toContain(`href="/services/${sub.sub_service_slug}"`);
    }
    expect(canonicalOf(html)).toBe(`${E2E_URLS.site}/services`);
  });

  test('an unknown service redirects home, and an unknown bare slug answers 404', async ({ request }) => {
    const redirect = await request.get('/services/no-such-service', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(redirectTarget(redirect)).toBe('/');
    const missing = await request.get('/no-such-page-or-service');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('This Page is Not Found');
  });

  test('the sitemap lists the index pages and every service', async ({ request }) => {
    const locs = await sitemapLocs(request);
    expect(locs).toContain(`${E2E_URLS.site}/services`);
    expect(locs).toContain(`${E2E_URLS.site}/hire-our-genius-mind`);
    expect(locs).toContain(`${E2E_URLS.site}/services/${CHILD}`);
    expect(locs.filter((loc) => loc.includes('/thank-you'))).toEqual([]);
  });
});
