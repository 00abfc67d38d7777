import { describe, expect, it } from 'vitest';
import { adminRequests, contractCaller, PRICING_TIER as TIER, serverForFile, SITE_URL } from './helpers.ts';

const { app } = serverForFile();
const { put, del } = adminRequests(app);
const call = contractCaller(app);

const PUBLIC = 'http://api.test:4010';

describe('nested arrays are replaced whole', () => {
  it('pricing-categories: pricing_data replaces the items; key_id in the body renames', async () => {
    const tiers = [TIER, { ...TIER, pricing_title: 'Senior Analyst', pricing_amount: '<strong>$35</strong>' }];
    expect(
      (await put('pricing-categories/analysts', { category_title: 'Analysts', pricing_data: tiers })).statusCode,
    ).toBe(201);
    let category = (await call('get-pricing-list')).find((c) => c.key_id === 'analysts');
    expect(category?.pricing_data.map((item) => item.pricing_title)).toEqual(['Junior Analyst', 'Senior Analyst']);
    expect(category?.pricing_data[0]?.pricing_icon).toBe(`${PUBLIC}/uploads/icons/code.svg`);

    const renamed = await put('pricing-categories/analysts', { key_id: 'data-analysts', pricing_data: [TIER] });
    expect(renamed.json()).toMatchObject({ type: 'pricing', slug: 'data-analysts', previousSlug: 'analysts' });
    const list = await call('get-pricing-list');
    expect(list.map((c) => c.key_id)).not.toContain('analysts');
    category = list.find((c) => c.key_id === 'data-analysts');
    expect(category?.category_title).toBe('Analysts');
    expect(category?.pricing_data.map((item) => item.pricing_title)).toEqual(['Junior Analyst']);
    // New categories go to the end of the page.
    expect(list.at(-1)?.key_id).toBe('data-analysts');
  });

  it('pricing-categories: a bad item is a 400 naming its path', async () => {
    const response = await put('pricing-categories/data-analysts', { pricing_data: [{ ...TIER, price: 3 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/pricing_data\.0/);
  });

  it('technologies: webdevImg replaces the tab’s items; eventKey renames', async () => {
    const items = [
      { page_url: '/hire-our-genius-mind/developers', src: '/uploads/logos/tech/react.svg', alt: 'Playwright logo' },
      { page_url: '/hire-our-genius-mind/developers', src: '/uploads/logos/tech/python.svg', alt: 'Cypress logo' },
    ];
    const created = await put('technologies/testing', { tabName: 'Testing', webdevImg: items, sort_order: -1 });
    expect(created.statusCode).toBe(201);
    const [first] = await call('get-technology-list');
    expect(first).toEqual({
      eventKey: 'testing',
      tabName: 'Testing',
      webdevImg: items.map((item) => ({ ...item, src: PUBLIC + item.src })),
    });
    await put('technologies/testing', { eventKey: 'qa', webdevImg: items.slice(1) });
    const tabs = await call('get-technology-list');
    expect(tabs[0]).toMatchObject({ eventKey: 'qa', tabName: 'Testing' });
    expect(tabs[0]?.webdevImg.map((item) => item.alt)).toEqual(['Cypress logo']);
    const bad = await put('technologies/qa', { webdevImg: [{ ...items[0], page_url: 'https://evil.example/' }] });
    expect(bad.json().error).toMatch(/webdevImg\.0\.page_url: must be a site path/);
  });

  it('deleting a technology tab or pricing category deletes its items too', async () => {
    expect((await del('technologies/qa')).statusCode).toBe(200);
    expect((await del('pricing-categories/data-analysts')).statusCode).toBe(200);
    const tabs = await call('get-technology-list');
    expect(tabs.flatMap((tab) => tab.webdevImg).map((item) => item.alt)).not.toContain('Cypress logo');
  });
});

describe('team members', () => {
  const member = { name: 'Hannah Osei', designation: 'Chief Revenue Officer', photo: '/uploads/images/avatar-05.webp' };

  it('join a department by catId (12 = executives) and have a linkedin_url or null', async () => {
    expect((await put('team-members/hannah-osei', { ...member, catId: 12 })).statusCode).toBe(201);
    const executives = await call('get-team-list-by-catid', '?catId=12');
    expect(executives.at(-1)).toEqual({ ...member, photo: PUBLIC + member.photo, linkedin_url: null });
    const link = 'https://www.linkedin.com/in/hannah-osei-example';
    await put('team-members/hannah-osei', { linkedin_url: link });
    expect((await call('get-team-list-by-catid', '?catId=12')).at(-1)?.linkedin_url).toBe(link);
  });

  it('move between departments by dept_key, with checks', async () => {
    expect((await put('team-members/hannah-osei', { dept_key: 'client-success' })).statusCode).toBe(200);
    expect((await call('get-team-list-by-catid', '?catId=12')).map((m) => m.name)).not.toContain(member.name);
    const tabs = await call('get-team-list');
    expect(tabs.find((tab) => tab.dept.key === 'client-success')?.members.at(-1)?.name).toBe(member.name);

    const cases: [Record<string, unknown>, string][] = [
      [{ dept_key: 'sales' }, 'dept_key: no department "sales"'],
      [{ catId: 999 }, 'catId: no department with id 999'],
      [{ catId: 12, dept_key: 'marketing' }, 'catId and dept_key name different departments'],
      [{ linkedin_url: 'javascript:alert(1)' }, 'linkedin_url: must be an absolute http(s) URL'],
    ];
    for (const [body, error] of cases) {
      const response = await put('team-members/hannah-osei', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(error);
    }
    const orphan = await put('team-members/nobody', member);
    expect(orphan.json().error).toBe('missing fields for a new team member: dept_key (or catId)');
  });
});

describe('openings', () => {
  const job = {
    job_title: 'Salesforce Administrator',
    job_required_experience: '3+ years',
    job_location: 'Toronto, Canada',
    job_opening_date: '2026-11-22',
    location_id: 1,
    description: '<p>Own our CRM.</p><p>Hybrid, two days a week in the office.</p>',
  };
  const find = async (title: string) =>
    (await call('get-all-openings')).all_job_list.find((j) => j.job_title === title);

  it('a create defaults to FULL_TIME, not remote, applied for directly, with a details link on the site', async () => {
    expect((await put('openings/salesforce-administrator', job)).statusCode).toBe(201);
    expect(await find(job.job_title)).toEqual({
      job_title: job.job_title,
      job_required_experience: job.job_required_experience,
      job_location: job.job_location,
      job_opening_date: job.job_opening_date,
      job_details_url: `${SITE_URL}/apply-as-talent?job=salesforce-administrator`,
      description: job.description,
      employment_type: 'FULL_TIME',
      remote: false,
      valid_through: null,
      base_salary: null,
      direct_apply: true,
    });
    const toronto = (await call('get-all-openings')).job_list_location_wise.find((l) => l.location_slug === 'toronto');
    expect(toronto?.location_joblist.map((j) => j.job_title)).toContain(job.job_title);
  });

  it('employment_type, remote, description and the office are editable', async () => {
    const response = await put('openings/salesforce-administrator', {
      employment_type: 'CONTRACTOR',
      remote: true,
      description: '<p>A nine-month contract.</p>',
      location_slug: 'new-york',
    });
    expect(response.statusCode).toBe(200);
    expect(await find(job.job_title)).toMatchObject({
      employment_type: 'CONTRACTOR',
      remote: true,
      description: '<p>A nine-month contract.</p>',
    });
    const groups = (await call('get-all-openings')).job_list_location_wise;
    const office = (slug: string) => groups.find((l) => l.location_slug === slug)?.location_joblist ?? [];
    expect(office('new-york').map((j) => j.job_title)).toContain(job.job_title);
    expect(office('toronto').map((j) => j.job_title)).not.toContain(job.job_title);
  });

  it('the closing date, pay range and direct_apply are editable, and a range can be removed', async () => {
    const terms = {
      valid_through: '2027-03-31',
      salary_currency: 'USD',
      salary_min: 90_000,
      salary_max: 110_000,
      salary_unit: 'YEAR',
      direct_apply: false,
    };
    expect((await put('openings/salesforce-administrator', terms)).statusCode).toBe(200);
    expect(await find(job.job_title)).toMatchObject({
      valid_through: '2027-03-31',
      base_salary: { currency: 'USD', min: 90_000, max: 110_000, unit: 'YEAR' },
      direct_apply: false,
    });
    const cleared = { salary_currency: null, salary_min: null, salary_max: null, salary_unit: null };
    expect((await put('openings/salesforce-administrator', cleared)).statusCode).toBe(200);
    expect(await find(job.job_title)).toMatchObject({ base_salary: null });
  });

  it('refuses values Google’s JobPosting would not take', async () => {
    for (const [body, error] of [
      [{ employment_type: 'SOMETIMES' }, /employment_type:/],
      [{ remote: 'yes' }, /remote:/],
      [{ description: '' }, /description: must not be empty/],
      [{ location_slug: 'paris' }, /location_slug: no office "paris"/],
    ] as const) {
      const response = await put('openings/salesforce-administrator', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(error);
    }
  });
});
