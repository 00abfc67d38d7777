import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, EMPTY_SECTIONS, loadConfig } from '../src/config.ts';
import { ANSWERS, type CallName } from './contract.ts';
import { bearer, getJson, removeTempDirs, startServer, type TestServer } from './helpers.ts';

const SMALL = ['--blogs', '3', '--events', '2'];

/** The answer of a call, checked against its contract schema. */
const answer = async <N extends CallName>(server: TestServer, name: N, query = '') =>
  ANSWERS[name].parse(await getJson(server.app, `/api/v1/${name}${query}`)) as ReturnType<(typeof ANSWERS)[N]['parse']>;

/** What each section empties, as the site sees it. */
async function sections(server: TestServer) {
  const openings = await answer(server, 'get-all-openings');
  const skills = await answer(server, 'get-developer-skills-roles');
  return {
    team: [
      ...(await answer(server, 'get-team-list')),
      ...(await answer(server, 'get-team-list-by-catid', '?catId=12')),
    ],
    testimonials: await answer(server, 'get-testimonial-list'),
    pricing: await answer(server, 'get-pricing-list'),
    openings: [...openings.all_job_list, ...openings.job_list_location_wise],
    technologies: await answer(server, 'get-technology-list'),
    'trusted-by': await answer(server, 'get-trustedby-data'),
    skills: [...skills.developer_skills, ...skills.developer_roles],
  };
}

afterAll(removeTempDirs);

describe('--empty LIST', () => {
  let all: TestServer;
  let one: TestServer;
  beforeAll(async () => {
    [all, one] = await Promise.all([
      startServer({ argv: [...SMALL, '--empty', EMPTY_SECTIONS.join(',')] }),
      startServer({ argv: [...SMALL, '--empty=pricing'] }),
    ]);
  });
  afterAll(async () => {
    await all.app.close();
    await one.app.close();
  });

  it('every section can be seeded empty; the calls still answer their contract shapes', async () => {
    const answers = await sections(all);
    expect(Object.keys(answers).sort()).toEqual([...EMPTY_SECTIONS].sort());
    for (const [section, items] of Object.entries(answers)) expect(items, section).toEqual([]);
    expect(await answer(all, 'get-all-openings')).toEqual({ all_job_list: [], job_list_location_wise: [] });
    expect(await answer(all, 'get-developer-skills-roles')).toEqual({ developer_skills: [], developer_roles: [] });
  });

  it('leaves everything else seeded as usual', async () => {
    expect(await answer(all, 'get-service-list')).toEqual(await answer(one, 'get-service-list'));
    expect((await answer(all, 'get-hire-category-list')).category_array).toHaveLength(5);
    expect((await answer(all, 'get-blog-list-updated')).blogs).toHaveLength(3);
    expect(await answer(all, 'get-video-data', '?page_id=3')).toHaveLength(1);
    // Hire-category rate cards are not the pricing page's.
    const developers = await answer(all, 'get-hire-category-details', '?category_slug=developers');
    expect(developers.pricing_array.length).toBeGreaterThan(0);
  });

  it('empties only the sections named', async () => {
    const answers = await sections(one);
    expect(answers.pricing).toEqual([]);
    for (const section of EMPTY_SECTIONS.filter((name) => name !== 'pricing'))
      expect(answers[section].length, section).toBeGreaterThan(0);
  });

  it('only matters when seeding: a restart keeps the data and the admin API can fill an emptied list', async () => {
    const dir = path.dirname(one.config.dbPath);
    await one.app.close();
    one = await startServer({ dir, argv: [...SMALL, '--empty', 'testimonials'] });
    expect((await answer(one, 'get-testimonial-list')).length).toBeGreaterThan(0);
    expect(await answer(one, 'get-pricing-list')).toEqual([]);
    const created = await one.app.inject({
      method: 'PUT',
      url: '/admin/pricing-categories/developers',
      headers: bearer(),
      payload: { category_title: 'Developers' },
    });
    expect(created.statusCode).toBe(201);
    expect(await answer(one, 'get-pricing-list')).toEqual([
      { key_id: 'developers', category_title: 'Developers', pricing_data: [] },
    ]);
  });
});

describe('--empty parsing', () => {
  it('takes a comma-separated list, as --empty LIST or --empty=LIST, and drops repeats', () => {
    expect(loadConfig({}, ['--empty', 'team,skills']).empty).toEqual(['team', 'skills']);
    expect(loadConfig({}, ['--', '--empty=trusted-by, openings,openings']).empty).toEqual(['trusted-by', 'openings']);
    expect(loadConfig({}, []).empty).toEqual([]);
  });

  it.each([[['--empty']], [['--empty', '']], [['--empty', 'team,blogs']], [['--empty=Team']]])(
    'refuses %o, naming the known sections',
    (argv) => {
      expect(() => loadConfig({}, argv)).toThrow(ConfigError);
      expect(() => loadConfig({}, argv)).toThrow(/--empty needs a comma-separated list of team, testimonials, pricing/);
    },
  );
});
