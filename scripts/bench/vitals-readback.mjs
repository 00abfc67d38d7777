// Reads the site's stored vitals back through GET /api/vitals (docs/field-data.md), as the bench's proof that what
// the browsers sent was stored and summarised.
import { E2E } from '../e2e/config.mjs';

const token = () => process.env.BENCH_VITALS_TOKEN ?? E2E.vitalsReadToken;

/** The rows (`{ page, device, metric, p75, count, rating }`) of page views stored since `since` (epoch ms). */
export async function readVitals(site, since) {
  const url = new URL('/api/vitals', site);
  url.searchParams.set('days', '1');
  url.searchParams.set('since', String(since));
  const response = await fetch(url, { headers: { authorization: `Bearer ${token()}` } });
  if (!response.ok) throw new Error(`GET /api/vitals: HTTP ${response.status} (is BENCH_VITALS_TOKEN the site's?)`);
  return (await response.json()).rows;
}

/** Per page pattern, for one device class: each metric's p75, and the page views counted (the most of any metric). */
export function byPage(rows, device = 'phone') {
  const pages = new Map();
  for (const row of rows.filter((candidate) => candidate.device === device)) {
    const page = pages.get(row.page) ?? { views: 0 };
    page[row.metric] = row.p75;
    page.views = Math.max(page.views, row.count);
    pages.set(row.page, page);
  }
  return pages;
}
