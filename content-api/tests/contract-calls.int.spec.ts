import { describe, expect, it } from 'vitest';
import { contractCaller, serverForFile } from './helpers.ts';

// The default catalogue sizes, so the brief's minimums are checked on what `npm run content-api` serves.
const { app } = serverForFile({ argv: [] });

const call = contractCaller(app);

describe('the 19 calls match the contract', () => {
  it('blog list pages through to the end with page size 9', async () => {
    const first = await call('get-blog-list-updated');
    expect(first.blogs).toHaveLength(9);
    expect(first.nextpage).toBe(2);
    const seen = new Set(first.blogs.map((blog) => blog.blog_slug));
    let page = first;
    while (page.hasMore) {
      const requested = page.nextpage;
      page = await call('get-blog-list-updated', `?page=${requested}`);
      expect(page.nextpage).toBe(requested + 1);
      expect(page.blogs.length).toBeGreaterThan(0);
      expect(page.blogs.length).toBeLessThanOrEqual(9);
      for (const blog of page.blogs) seen.add(blog.blog_slug);
    }
    expect(seen.size).toBeGreaterThanOrEqual(30);
    const past = await call('get-blog-list-updated', `?page=${page.nextpage + 3}`);
    expect(past).toEqual({ blogs: [], nextpage: page.nextpage + 4, hasMore: false });
  });

  it('blog details walk the list through prev (older) and next (newer) neighbours', async () => {
    const { blogs } = await call('get-blog-list-updated');
    const [newest, second] = blogs;
    const detail = await call('get-blog-details', `?slug=${newest?.blog_slug}`);
    expect(detail.response).toBe(1);
    const [post] = detail.blog;
    expect(post?.next_blog_slug).toBeNull();
    expect(post?.prev_blog_slug).toBe(second?.blog_slug);
    expect(post?.blog_date).toBe(newest?.blog_date);
    for (const tag of ['<h2>', '<p>', '<ul>', '<a href=', '<blockquote>', '<img src="http://api.test:4010/uploads/']) {
      expect(post?.blog_description).toContain(tag);
    }
    const back = await call('get-blog-details', `?slug=${second?.blog_slug}`);
    expect(back.blog[0]?.next_blog_slug).toBe(newest?.blog_slug);
  });

  it('the oldest post has no older neighbour', async () => {
    let page = await call('get-blog-list-updated');
    while (page.hasMore) page = await call('get-blog-list-updated', `?page=${page.nextpage}`);
    const oldest = page.blogs.at(-1);
    const detail = await call('get-blog-details', `?slug=${oldest?.blog_slug}`);
    expect(detail.blog[0]?.prev_blog_slug).toBeNull();
  });

  it('popular posts: at least 8', async () => {
    expect((await call('get-popular-blog-list')).length).toBeGreaterThanOrEqual(8);
  });

  it('events: at least 10, newest first, past and upcoming, galleries of 0–6 with some empty', async () => {
    const events = await call('get-event-list');
    expect(events.length).toBeGreaterThanOrEqual(10);
    const details = await Promise.all(events.map((event) => call('get-event-details', `?slug=${event.slug}`)));
    const galleries = details.map(([detail]) => detail?.event_gallery.length ?? -1);
    expect(Math.min(...galleries)).toBe(0);
    expect(Math.max(...galleries)).toBeGreaterThan(0);
    expect(Math.max(...galleries)).toBeLessThanOrEqual(6);
    const years = events.map((event) => Number(event.event_date.slice(-4)));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years.some((year) => year >= 2027) || events.some((e) => /Dec, 2026/.test(e.event_date))).toBe(true);
  });

  it('services: 6 top-level with 2–4 sub-services, details for both levels, case studies on some', async () => {
    const services = await call('get-service-list');
    expect(services).toHaveLength(6);
    let withCases = 0;
    for (const service of services) {
      expect(service.sub_service_array.length).toBeGreaterThanOrEqual(2);
      expect(service.sub_service_array.length).toBeLessThanOrEqual(4);
      const top = await call('get-service-details', `?slug=${service.service_slug}`);
      const [details] = top.service_details_array;
      expect(details?.parent_service_id).toBe(0);
      expect(top.service_includes_array.length).toBeGreaterThan(0);
      expect(top.service_platform_array.length).toBeGreaterThan(0);
      if (top.case_study_array.length > 0) withCases++;
      const sub = await call('get-service-details', `?slug=${service.sub_service_array[0]?.sub_service_slug}`);
      expect(sub.service_details_array[0]?.parent_service_id).toBe(details?.service_id);
    }
    expect(withCases).toBeGreaterThan(0);
    expect(withCases).toBeLessThan(6); // at least one top-level service without case studies, for the empty state
  });

  it('hire categories: the five, 3–6 sub-categories each, sub-category and sibling links', async () => {
    const { category_array } = await call('get-hire-category-list');
    expect(category_array.map((c) => c.category_slug)).toEqual([
      'developers',
      'designers',
      'virtual-assistants',
      'digital-marketing',
      'accounting-and-finance',
    ]);
    const emptyProfiles: string[] = [];
    const emptyPricing: string[] = [];
    let nullMeta = 0;
    for (const category of category_array) {
      expect(category.sub_category_array.length).toBeGreaterThanOrEqual(3);
      expect(category.sub_category_array.length).toBeLessThanOrEqual(6);
      const top = await call('get-hire-category-details', `?category_slug=${category.category_slug}`);
      expect(top.result).toBe(1);
      expect(top.category_array[0]?.parent_category_id).toBe(0);
      expect(top.subcat_array.map((s) => s.subcat_slug)).toEqual(
        category.sub_category_array.map((s) => s.sub_category_slug),
      );
      if (top.pricing_array.length === 0) emptyPricing.push(category.category_slug);
      expect(top.tools_platform_array.length).toBeGreaterThan(0);
      for (const sub of category.sub_category_array) {
        const detail = await call('get-hire-category-details', `?category_slug=${sub.sub_category_slug}`);
        const [row] = detail.category_array;
        expect(row?.parent_category_id).not.toBe(0);
        expect(row?.parent_category_slug).toBe(category.category_slug);
        expect(detail.subcat_array.map((s) => s.subcat_slug)).not.toContain(sub.sub_category_slug);
        expect(detail.subcat_array).toHaveLength(category.sub_category_array.length - 1);
        expect(detail.pricing_array.length).toBeGreaterThan(0);
        if (detail.profile_array.length === 0) emptyProfiles.push(sub.sub_category_slug);
        if (row?.category_meta_title === null) nullMeta++;
      }
    }
    // The site's empty states: a top-level category without rates, sub-categories without talent profiles.
    expect(emptyPricing).toEqual(['digital-marketing']);
    expect(emptyProfiles).toEqual(['ecommerce-virtual-assistants', 'payroll-specialists']);
    expect(nullMeta).toBeGreaterThan(0);
  });

  it('catalogue lists meet the minimums', async () => {
    const tabs = await call('get-technology-list');
    expect(tabs.length).toBeGreaterThanOrEqual(4);
    for (const tab of tabs) expect(tab.webdevImg.length).toBeGreaterThanOrEqual(6);
    expect((await call('get-trustedby-data')).length).toBeGreaterThanOrEqual(12);
    const team = await call('get-team-list');
    expect(team.length).toBeGreaterThanOrEqual(4);
    const members = team.flatMap((dept) => dept.members);
    expect(members.some((m) => m.linkedin_url === null)).toBe(true);
    expect(members.some((m) => m.linkedin_url !== null)).toBe(true);
    expect((await call('get-team-list-by-catid', '?catId=12')).length).toBeGreaterThan(0);
    const testimonials = await call('get-testimonial-list');
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.every((t) => t.ratings >= 4 && t.ratings <= 5)).toBe(true);
    expect((await call('get-pricing-list')).length).toBeGreaterThanOrEqual(4);
    expect((await call('get-video-data', '?page_id=3')).length).toBeGreaterThan(0);
  });

  it('openings: at least 10 across at least 3 locations, grouped consistently', async () => {
    const openings = await call('get-all-openings');
    expect(openings.all_job_list.length).toBeGreaterThanOrEqual(10);
    const used = openings.job_list_location_wise.filter((location) => location.location_joblist.length > 0);
    expect(used.length).toBeGreaterThanOrEqual(3);
    expect(used.reduce((sum, location) => sum + location.location_joblist.length, 0)).toBe(
      openings.all_job_list.length,
    );
  });

  it('openings carry a JobPosting description, employment type and remote flag beyond the contract', async () => {
    const { all_job_list: jobs } = await call('get-all-openings');
    for (const job of jobs) {
      expect(job.description).toMatch(/^<p>.{200,}<\/p><p>.{100,}<\/p>$/);
      expect(job.description).not.toContain(job.job_details_url);
    }
    expect(new Set(jobs.map((job) => job.description)).size).toBe(jobs.length);
    const types = new Set(jobs.map((job) => job.employment_type));
    expect([...types].sort()).toEqual(['CONTRACTOR', 'FULL_TIME', 'INTERN', 'PART_TIME']);
    const intern = jobs.find((job) => job.job_title === 'Digital Marketing Intern');
    expect(intern).toMatchObject({ employment_type: 'INTERN', remote: false });
    expect(jobs.filter((job) => job.remote).length).toBeGreaterThan(0);
    expect(jobs.filter((job) => !job.remote).length).toBeGreaterThan(0);
  });

  it('openings close after they open, some publish a pay range, and all are applied for directly', async () => {
    const { all_job_list: jobs } = await call('get-all-openings');
    for (const job of jobs) {
      expect(job.valid_through! > job.job_opening_date).toBe(true);
      expect(job.direct_apply).toBe(true);
      if (job.base_salary) expect(job.base_salary.max).toBeGreaterThanOrEqual(job.base_salary.min);
    }
    expect(jobs.find((job) => job.job_title === 'Technical Recruiter')?.base_salary).toEqual({
      currency: 'CAD',
      min: 65_000,
      max: 80_000,
      unit: 'YEAR',
    });
    expect(jobs.filter((job) => job.base_salary === null).length).toBeGreaterThan(0);
  });

  it('skills point at site pages and roles at real hire categories', async () => {
    const { developer_skills, developer_roles } = await call('get-developer-skills-roles');
    expect(developer_skills.length).toBeGreaterThanOrEqual(20);
    expect(developer_roles.length).toBeGreaterThanOrEqual(8);
    for (const skill of developer_skills) expect(skill.page_url).toMatch(/^\/hire-our-genius-mind\/[a-z-]+$/);
    for (const role of developer_roles) {
      const detail = await call('get-hire-category-details', `?category_slug=${role.role_slug}`);
      expect(detail.result).toBe(1);
    }
  });
});

describe('not-found answers', () => {
  it.each([
    ['get-blog-details', '?slug=no-such-post', { response: 0, blog: [] }],
    ['get-event-details', '?slug=no-such-event', []],
    [
      'get-service-details',
      '?slug=no-such-service',
      { service_details_array: [], case_study_array: [], service_includes_array: [], service_platform_array: [] },
    ],
    [
      'get-hire-category-details',
      '?category_slug=no-such-category',
      {
        result: 0,
        category_array: [],
        tools_platform_array: [],
        pricing_array: [],
        profile_array: [],
        subcat_array: [],
      },
    ],
    ['get-team-list-by-catid', '?catId=999', []],
    ['get-video-data', '?page_id=999', []],
  ] as const)('%s%s', async (name, query, expected) => {
    expect(await call(name, query)).toEqual(expected);
  });
});
