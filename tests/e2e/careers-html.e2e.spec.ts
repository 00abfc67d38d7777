import { expect, test } from './support/test';
import { routes } from '@/lib/routes';
import Database from '@site/shared/sqlite';
import { SKILLS_COPY } from '@/lib/copy/careers';
import { LIFE_AT_COPY } from '@/lib/copy/life-at';
import { escapeRegExp } from '@/lib/text/escape-regexp';
import { E2E, E2E_URLS } from '../../scripts/e2e/config.mjs';
import { callWebhook, expectServedSoon, fromApi } from './support/content-api';
import { canonicalOf, jsonLdBlocks, redirectTarget, titleOf } from './support/html';
import { nuErrors } from './support/nu-checker';
import { sitemapLocs } from './support/sitemaps';

type Job = { job_title: string; job_details_url: string; remote: boolean; employment_type: string };
type OpeningsAnswer = {
  all_job_list: Job[];
  job_list_location_wise: { location_label_title: string; location_joblist: Job[] }[];
};
type SkillsAnswer = { developer_skills: { page_url: string }[]; developer_roles: { role_slug: string }[] };

const LIFE_AT_PAGE_ID = 5;
/** The life-at video's stored path, read, or set first when `path` is given (as a backend might, quietly). */
function lifeAtVideo(path?: string): string {
  const db = new Database(E2E.dbPath);
  try {
    if (path) db.prepare('UPDATE videos SET video_url = ? WHERE page_id = ?').run(path, LIFE_AT_PAGE_ID);
    const row = db.prepare('SELECT video_url FROM videos WHERE page_id = ?').get(LIFE_AT_PAGE_ID) as {
      video_url: string;
    };
    return row.video_url;
  } finally {
    db.close();
  }
}

/** Each page, the words a visitor or crawler must find in its HTML, and its title. */
const PAGES = [
  {
    path: routes.applyAsTalent,
    title: 'Apply as Talent',
    text: [
      'Roles We Hire For',
      'Why Talent Stays With Us',
      'Skills in Demand',
      'Stories From Our Community',
      'Join the Community in Four Steps',
      `href="${routes.openings}"`,
    ],
  },
  {
    path: routes.openings,
    title: 'Current Openings',
    text: ['All Jobs', 'View Details', 'Begin Now', `href="${routes.contact}"`],
  },
  {
    path: routes.allSkills,
    title: 'All Skills and Roles',
    text: ['Technologies', 'Roles', `href="${routes.howItWorks}"`],
  },
  {
    path: routes.internship,
    title: 'Internship',
    text: [
      'six months',
      'between 18 and 30',
      'eligible to work in Canada',
      'Bookkeeping',
      'Tax',
      'Web development',
      'Digital marketing',
      'Design',
      'mailto:careers@talentbridge.example',
      `href="${routes.openings}"`,
    ],
  },
  {
    path: routes.culture,
    title: 'Culture and Values',
    text: [
      'Leadership',
      'Customers',
      'Transparency',
      'Sustainability',
      'Quality',
      'Integrity',
      'Obligation',
      'Innovation',
      'Synergy',
      `href="${routes.applyAsTalent}"`,
    ],
  },
  {
    path: routes.lifeAt,
    title: 'Life at Talentbridge',
    text: [
      'Employee Advantages',
      '24 privilege leaves a year',
      '10 holiday leaves a year',
      'Medical benefits',
      'Flexible working hours',
      '94%',
      'Apply Now',
      `href="${routes.applyAsTalent}"`,
    ],
  },
  {
    path: routes.socialResponsibility,
    title: 'Social Responsibility',
    text: [
      'Trusted By',
      'Our Mission',
      'food, lodging, clothing and education',
      'Clients and Communities',
      'Caring for the Environment',
      'Employee Well-Being',
    ],
  },
  {
    path: routes.referral,
    title: 'Employee Referral',
    text: [
      'Join Our Referral Initiative!',
      'Program Overview',
      'Mutual Advantages',
      '$500',
      'at least three months',
      `href="${routes.pricing}"`,
      `href="${routes.scheduleCall}"`,
    ],
  },
  {
    path: routes.privacy,
    title: 'Privacy Policy',
    text: ['Last Updated:', '02 Jan, 2025', 'id="cookies"', 'children under 13'],
  },
  {
    path: routes.terms,
    title: 'Terms of Service',
    text: ['Last Updated:', '02 Jan, 2025', '19. ', 'no refund is given', 'Kolkata'],
  },
];

// The HTML a crawler gets: one GET, no JavaScript.
test.describe('careers, company and policy pages with JavaScript off', () => {
  for (const page of PAGES) {
    test(`${page.path} has its content, title, description, canonical and JSON-LD`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toContain(page.title);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(canonicalOf(html)).toBe(`${E2E_URLS.site}${page.path}`);
      expect(html).not.toMatch(/<meta name="robots" content="noindex/);
      for (const text of page.text) expect(html, text).toContain(text.replace(/&/g, '&amp;'));
      expect(jsonLdBlocks(html).some((block) => block['@type'] === 'Organization')).toBe(true);
    });
  }

  test('openings list every job in every tab, each with a valid JobPosting', async ({ request }) => {
    const answer = await fromApi<OpeningsAnswer>('get-all-openings');
    const html = await (await request.get(routes.openings)).text();
    for (const group of answer.job_list_location_wise) expect(html).toContain(group.location_label_title);
    const postings = jsonLdBlocks(html)
      .flat()
      .filter((block) => block['@type'] === 'JobPosting');
    expect(postings).toHaveLength(answer.all_job_list.length);
    for (const posting of postings) {
      expect(posting).toMatchObject({ hiringOrganization: { name: 'Talentbridge' } });
      for (const field of ['title', 'description', 'datePosted', 'employmentType']) expect(posting[field]).toBeTruthy();
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (posting.jobLocationType === 'TELECOMMUTE') expect(posting.applicantLocationRequirements).toBeTruthy();
      else expect(posting.jobLocation).toMatchObject({ address: { addressCountry: expect.any(String) } });
    }
    expect(postings.filter((posting) => posting.jobLocationType === 'TELECOMMUTE')).toHaveLength(
      answer.all_job_list.filter((job) => job.remote).length,
    );
    for (const job of answer.all_job_list)
      expect(html).toMatch(new RegExp(`href="${escapeRegExp(job.job_details_url)}"[^>]*target="_blank"`));
  });

  test('the skills page links every technology to its page and every role to its hire category', async ({
    request,
  }) => {
    const answer = await fromApi<SkillsAnswer>('get-developer-skills-roles');
    const html = await (await request.get(routes.allSkills)).text();
    for (const skill of answer.developer_skills) expect(html).toContain(`href="${skill.page_url}"`);
    for (const role of answer.developer_roles) expect(html).toContain(`href="${routes.category(role.role_slug)}"`);
  });

  test('each technology link says where it leads: "Go developers", with "Go" visible', async ({ page }) => {
    await page.goto(routes.allSkills);
    const go = page.getByRole('link', { name: `Go ${SKILLS_COPY.skillLinkSuffix}`, exact: true });
    await expect(go).toBeVisible();
    // Lighthouse's link-text audit reads innerText: "Go" alone is on its list of texts that say nothing.
    expect((await go.innerText()).replace(/\s+/g, ' ').trim()).toBe(`Go ${SKILLS_COPY.skillLinkSuffix}`);
  });

  test('policies keep every section in the HTML, the first open, each with an id and breadcrumbs', async ({
    request,
  }) => {
    for (const [path, count] of [
      [routes.privacy, 25],
      [routes.terms, 19],
    ] as const) {
      const html = await (await request.get(path)).text();
      const sections = [...html.matchAll(/<details([^>]*)>/g)].map((match) => match[1] ?? '');
      expect(sections).toHaveLength(count);
      expect(sections[0]).toMatch(/ open=""/);
      expect(sections.slice(1).every((attributes) => !attributes.includes('open'))).toBe(true);
      expect(sections.every((attributes) => / id="[a-z-]+"/.test(attributes))).toBe(true);
      expect(jsonLdBlocks(html).some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    }
  });

  test('the portfolio placeholder links home and is kept out of search results', async ({ request }) => {
    const html = await (await request.get(routes.portfolio)).text();
    expect(html).toContain('Something Amazing is Coming Your Way!');
    expect(html).toContain('Back to Homepage');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  test('an unknown path is a real 404 with its message and image', async ({ request }) => {
    const response = await request.get('/no-such-page-anywhere');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('This Page is Not Found');
    expect(html).toContain('not-found.svg');
  });
});

test.describe('the life-at route', () => {
  test('the branded URL is prerendered and the folder path redirects to it', async ({ request }) => {
    const page = await request.get(routes.lifeAt);
    expect(page.status()).toBe(200);
    expect(page.headers()['x-nextjs-cache'] ?? page.headers()['x-nextjs-prerender']).toBeTruthy();
    const folder = await request.get('/life-at', { maxRedirects: 0 });
    expect(folder.status()).toBe(308);
    expect(redirectTarget(folder)).toBe(routes.lifeAt);
  });

  test('the teaser plays the real file, and shows the poster with a note once the file is gone', async ({
    request,
  }) => {
    const [video] = await fromApi<{ video_url: string }[]>('get-video-data', { page_id: String(LIFE_AT_PAGE_ID) });
    // The e2e content API renders its seed videos with ffmpeg: both branches are made here, not found.
    expect((await fetch(video?.video_url ?? '', { method: 'HEAD' })).ok, 'the seed video is served').toBe(true);
    const playing = await (await request.get(routes.lifeAt)).text();
    expect(playing).toContain('<video');
    expect(playing).not.toContain(LIFE_AT_COPY.video.missing);
    // Its poster through the site's /media/ like every image, not from the CMS's origin (docs/images.md).
    expect(playing.match(/<video\b[^>]*\sposter="([^"]*)"/)?.[1]).toMatch(/^\/media\/variants\//);
    const stored = lifeAtVideo();
    lifeAtVideo('/uploads/video/no-such-file.mp4');
    try {
      expect((await callWebhook(request, { type: 'video' })).status()).toBe(200);
      await expectServedSoon(request, routes.lifeAt, LIFE_AT_COPY.video.missing);
      const posterOnly = await (await request.get(routes.lifeAt)).text();
      expect(posterOnly).not.toContain('<video');
      // The branch a machine without ffmpeg always takes: as valid as the one with the player.
      const errors = await nuErrors(new Map([['life-at, poster only', posterOnly]]));
      expect(errors.map((error) => `${error.message} [${error.extract}]`)).toEqual([]);
    } finally {
      lifeAtVideo(stored);
      await callWebhook(request, { type: 'video' });
    }
    await expectServedSoon(request, routes.lifeAt, '<video');
  });
});

test.describe('the sitemap', () => {
  test('lists every indexable route and no noindex one', async ({ request }) => {
    const { SITEMAP_PAGES, PAGES: ALL } = await import('@/lib/routes');
    const locs = await sitemapLocs(request);
    for (const page of SITEMAP_PAGES) {
      const url = page.path === '/' ? E2E_URLS.site : `${E2E_URLS.site}${page.path}`;
      expect(locs, page.path).toContain(url);
    }
    for (const page of Object.values(ALL)) {
      if (page.sitemap === null) expect(locs, page.path).not.toContain(`${E2E_URLS.site}${page.path}`);
    }
    expect(locs).toContain(`${E2E_URLS.site}${routes.lifeAt}`);
    expect(locs).not.toContain(`${E2E_URLS.site}${routes.portfolio}`);
  });
});
