// One real URL of every page type, from the route table and the first records the content API lists,
// so a reseed that renames slugs never leaves the benchmark on a 404.
import { tsImport } from 'tsx/esm/api';
import { E2E_URLS } from '../e2e/config.mjs';

const load = (path) => tsImport(path, import.meta.url);
const [{ routes }, { RECORD_FAMILIES }] = await Promise.all([
  load('../../lib/routes.ts'),
  load('../../lib/families/index.ts'),
]);

// The content API the site reads (the site proxies only the blog list, so it is asked directly).
const apiUrl = (process.env.BENCH_API_URL ?? E2E_URLS.api).replace(/\/+$/, '');

/** A list call to the content API, parsed by the site's own schema. */
async function list(call, schema) {
  const response = await fetch(`${apiUrl}/api/v1/${call}`);
  if (!response.ok) throw new Error(`${call}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}

/** Each record family's pages to measure (lib/families: `bench`), from the first records its list names. */
async function recordPageTypes(family) {
  const answer = await list(family.calls.list, (await family.schemas()).list);
  return family.bench(answer).map(({ type, slug }) => ({ type, path: family.path(slug) }));
}

/** `[{ type, path }]` in the order of docs/performance.md's tables. */
export async function pageTypes() {
  const records = await Promise.all(RECORD_FAMILIES.map(recordPageTypes));
  return [
    { type: 'home', path: routes.home },
    { type: 'blog list', path: routes.blog },
    { type: 'events list', path: routes.events },
    ...records.flat(),
    { type: 'pricing', path: routes.pricing },
    { type: 'about', path: routes.aboutUs },
    { type: 'team', path: routes.ourTeam },
    { type: 'contact', path: routes.contact },
    { type: 'schedule a call', path: routes.scheduleCall },
    { type: 'policy', path: routes.privacy },
    { type: 'services list', path: routes.services },
    { type: 'categories list', path: routes.categories },
    { type: 'vetting', path: routes.vetting },
    { type: 'reviews', path: routes.reviews },
    { type: 'how it works', path: routes.howItWorks },
    { type: 'book an event', path: routes.bookEvent },
    { type: 'thank you', path: routes.thankYouFrom('contact') },
    { type: 'apply as talent', path: routes.applyAsTalent },
    { type: 'openings', path: routes.openings },
    { type: 'all skills', path: routes.allSkills },
    { type: 'internship', path: routes.internship },
    { type: 'culture', path: routes.culture },
    { type: 'life at', path: routes.lifeAt },
    { type: 'social responsibility', path: routes.socialResponsibility },
    { type: 'referral', path: routes.referral },
    { type: 'portfolio', path: routes.portfolio },
  ];
}

/** The paths given on the command line (each its own type), or else every page type. */
export async function pagesToMeasure(paths) {
  return paths.length ? paths.map((path) => ({ type: path, path })) : pageTypes();
}
