// The marketing pages as a crawler gets them: JavaScript off, everything in the server HTML.
import { expect, test } from './support/test';
import { E2E_URLS } from '../../scripts/e2e/config.mjs';
import { canonicalOf, jsonLdBlocks, titleOf } from './support/html';
import { fromApi } from './support/content-api';
import { sitemapLocs } from './support/sitemaps';

test.use({ javaScriptEnabled: false });

interface PageExpectation {
  path: string;
  title: RegExp;
  /** Text that must be in the HTML, in this order. */
  content: string[];
  /** JSON-LD types besides the site-wide Organization. */
  jsonLd: string[];
}

const PAGES: PageExpectation[] = [
  {
    path: '/',
    title: /Hire Pre-Vetted Remote Developers/,
    content: [
      'Trusted By',
      'Two-week free trial',
      'Benefits for talent',
      'Technologies our developers master',
      'How we measure quality',
      'Only the top 10% make it',
      'Hire in four steps',
      'Digital Marketing',
      'Accounting &amp; Finance',
      'Virtual Assistant',
      'View the pricing guide',
    ],
    jsonLd: ['ProfessionalService', 'BreadcrumbList'],
  },
  {
    path: '/about-us',
    title: /^About Us \| Talentbridge$/,
    content: [
      'Who We Are',
      '200+',
      '1300+',
      '12+',
      'Our Approach',
      'Our Mission',
      'Awards &amp; Recognition',
      '2008',
      '2024',
    ],
    jsonLd: ['BreadcrumbList'],
  },
  {
    path: '/distinct-vetting-process',
    title: /Vetting Process/,
    content: [
      'Job Application Screening',
      'HR Screening',
      '60% weight',
      'Online Test',
      '40% weight',
      'AI-Powered Technical Test',
      '30% weight',
      'In-person Interview',
      '20% weight',
      'Live Coding Challenge',
      '15% weight',
      'Hiring Geniuses',
      'Reasons to choose',
      'three steps',
      'Why we vet',
    ],
    jsonLd: ['BreadcrumbList'],
  },
  {
    path: '/our-team',
    title: /^Our Team \| Talentbridge$/,
    content: ['Meet the team', 'Leadership', 'Our departments'],
    jsonLd: ['BreadcrumbList'],
  },
  {
    path: '/customer-review',
    title: /^Customer Reviews \| Talentbridge$/,
    content: ['What our clients say', 'Rated', 'Trusted By'],
    jsonLd: ['BreadcrumbList'],
  },
  {
    path: '/how-it-works',
    title: /^How It Works \| Talentbridge$/,
    content: [
      'id="stepping-stones"',
      'Advanced Screening',
      'Specification Sharing',
      'Matching &amp; Shortlisting',
      'Interviewing',
      'Hiring/Onboarding/Managing',
      'What you get',
      'Junior',
      '0–3 years',
      '$5–$10',
      'Mid',
      '3–7 years',
      '$9–$15',
      'Senior',
      '7+ years',
      '$12–$25',
      'From our clients',
    ],
    jsonLd: ['BreadcrumbList'],
  },
  {
    path: '/pricing',
    title: /^Pricing \| Talentbridge$/,
    content: [
      'id="our-pricing"',
      'Included in every plan',
      'More than 3 members',
      '2.5%',
      'More than 25 members',
      '10%',
      'Quarterly',
      'Half-yearly',
      'Yearly',
      '7.5%',
      '14-day trial',
      'Turnaround within 5 days',
      'Savings up to 66%',
      'Leadership thoughts',
    ],
    jsonLd: ['ProfessionalService', 'BreadcrumbList'],
  },
];

for (const expected of PAGES) {
  test(`${expected.path}: content, title, description, canonical and JSON-LD in the HTML`, async ({ request }) => {
    const response = await request.get(expected.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toMatch(expected.title);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(canonicalOf(html)).toBe(expected.path === '/' ? E2E_URLS.site : `${E2E_URLS.site}${expected.path}`);
    let from = 0;
    for (const text of expected.content) {
      const at = html.indexOf(text, from);
      expect(at, `"${text}" after position ${from}`).toBeGreaterThan(-1);
      from = at;
    }
    const types = jsonLdBlocks(html)
      .flatMap((block) => (Array.isArray(block) ? block : [block]))
      .map((block) => block['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', ...expected.jsonLd]));
  });
}

test('the business JSON-LD on /pricing carries the price range and the offices', async ({ request }) => {
  const blocks = jsonLdBlocks(await (await request.get('/pricing')).text());
  const business = blocks.find((block) => block['@type'] === 'ProfessionalService') as {
    priceRange: string;
    address: unknown[];
  };
  expect(business.priceRange).toBe('$5–$25 per hour');
  expect(business.address).toHaveLength(4);
});

test('/customer-review has no self-serving Review or AggregateRating markup', async ({ request }) => {
  const html = await (await request.get('/customer-review')).text();
  expect(html).not.toMatch(/"@type":"(Review|AggregateRating)"/);
});

test('every review, team member and pricing item from the API is in the HTML', async ({ request }) => {
  const reviews = await fromApi<{ full_name: string }[]>('get-testimonial-list');
  const reviewsHtml = await (await request.get('/customer-review')).text();
  for (const review of reviews) expect(reviewsHtml).toContain(review.full_name);

  const departments = await fromApi<{ dept: { label: string }; members: { name: string }[] }[]>('get-team-list');
  const executives = await fromApi<{ name: string }[]>('get-team-list-by-catid', { catId: '12' });
  const teamHtml = await (await request.get('/our-team')).text();
  for (const name of [...executives, ...departments.flatMap((d) => d.members)].map((m) => m.name))
    expect(teamHtml).toContain(name.replace(/'/g, '&#x27;'));

  const categories =
    await fromApi<{ category_title: string; pricing_data: { pricing_title: string }[] }[]>('get-pricing-list');
  const pricingHtml = await (await request.get('/pricing')).text();
  for (const category of categories.filter((c) => c.pricing_data.length)) {
    expect(pricingHtml).toContain(category.category_title.replace(/&/g, '&amp;'));
    for (const item of category.pricing_data) expect(pricingHtml).toContain(item.pricing_title);
  }
});

test('the home technology tabs link each item to its page with its image and alt', async ({ request }) => {
  const tabs =
    await fromApi<{ tabName: string; webdevImg: { page_url: string; alt: string }[] }[]>('get-technology-list');
  const html = await (await request.get('/')).text();
  for (const item of tabs.flatMap((tab) => tab.webdevImg)) {
    expect(html).toContain(`href="${item.page_url}"`);
    expect(html).toContain(`alt="${item.alt}"`);
  }
});

test('the sitemap lists the six marketing pages', async ({ request }) => {
  const locs = await sitemapLocs(request);
  for (const path of [
    '/about-us',
    '/distinct-vetting-process',
    '/our-team',
    '/customer-review',
    '/how-it-works',
    '/pricing',
  ])
    expect(locs).toContain(`${E2E_URLS.site}${path}`);
});
