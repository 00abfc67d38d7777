import { expect, test } from './support/test';
import { routes } from '@/lib/routes';
import { allBlogSlugs, fromApi } from './support/content-api';
import { nuErrors } from './support/nu-checker';

// Every page type's server HTML, as a crawler gets it, passes the W3C Nu HTML Checker with zero errors.

type ServiceList = { service_slug: string; sub_service_array: { sub_service_slug: string }[] }[];
type CategoryList = {
  category_array: { category_slug: string; sub_category_array: { sub_category_slug: string }[] }[];
};

async function pageTypes(): Promise<[name: string, path: string][]> {
  const [post = ''] = await allBlogSlugs();
  const [{ slug: event = '' } = { slug: '' }] = await fromApi<{ slug: string }[]>('get-event-list');
  const services = await fromApi<ServiceList>('get-service-list');
  const parent = services.find((service) => service.sub_service_array.length) ?? services[0];
  const { category_array: categories } = await fromApi<CategoryList>('get-hire-category-list');
  const category = categories.find((entry) => entry.sub_category_array.length) ?? categories[0];
  return [
    ['home', routes.home],
    ['blog list', routes.blog],
    ['blog post', routes.blogPost(post)],
    ['events list', routes.events],
    ['event', routes.event(event)],
    ['top-level service', routes.service(parent?.service_slug ?? '')],
    ['child service', routes.service(parent?.sub_service_array[0]?.sub_service_slug ?? '')],
    ['category', routes.category(category?.category_slug ?? '')],
    ['sub-category', routes.category(category?.sub_category_array[0]?.sub_category_slug ?? '')],
    ['pricing', routes.pricing],
    ['about', routes.aboutUs],
    ['team', routes.ourTeam],
    ['reviews', routes.reviews],
    ['how it works', routes.howItWorks],
    ['vetting', routes.vetting],
    ['contact', routes.contact],
    ['schedule a call', routes.scheduleCall],
    ['book an event', routes.bookEvent],
    ['privacy policy', routes.privacy],
    ['terms', routes.terms],
    ['apply as talent', routes.applyAsTalent],
    ['current openings', routes.openings],
    ['all skills', routes.allSkills],
    ['internship', routes.internship],
    ['culture', routes.culture],
    ['life at', routes.lifeAt],
    ['social responsibility', routes.socialResponsibility],
    ['employee referral', routes.referral],
    ['login', routes.login],
    ['thank you', routes.thankYouFrom('contact')],
    ['not found', '/this/page/does/not/exist'],
  ];
}

test('every page type passes the W3C Nu HTML Checker with zero errors', async ({ request }) => {
  test.setTimeout(240_000);
  const pages = new Map<string, string>();
  for (const [name, path] of await pageTypes()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(name === 'not found' ? 404 : 200);
    pages.set(`${name} (${path})`, await response.text());
  }
  const errors = await nuErrors(pages);
  const report = errors.map((error) => `${error.page}, line ${error.line ?? '?'}: ${error.message} [${error.extract}]`);
  expect(report, report.join('\n')).toEqual([]);
});
