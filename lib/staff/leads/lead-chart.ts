// The inbox's 30-day view: how many leads each page and each campaign brought, so marketing sees what works.
import { campaignOf } from '@/lib/leads/attribution';
import type { Lead } from '@/lib/leads/lead';

export const CHART_DAYS = 30;
/** Rows per chart: the busiest, then the rest summed in one. */
const SHOWN = 8;

export interface ChartRow {
  label: string;
  count: number;
}

/** The page a lead was sent from, as its path (a lead's page is one of this site's). */
export function pathOf(pageUrl: string): string {
  try {
    return new URL(pageUrl).pathname;
  } catch {
    return pageUrl.slice(0, 100);
  }
}

function tally(labels: readonly string[]): ChartRow[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  const rows = [...counts].map(([label, count]) => ({ label, count }));
  rows.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  if (rows.length <= SHOWN) return rows;
  const rest = rows.slice(SHOWN - 1).reduce((sum, row) => sum + row.count, 0);
  return [...rows.slice(0, SHOWN - 1), { label: `${rows.length - SHOWN + 1} others`, count: rest }];
}

/** Leads that were not refused as spam, by page and by campaign ("No campaign" when none was recorded). */
export function leadsChart(leads: readonly Lead[]) {
  const real = leads.filter((lead) => lead.state !== 'rejected');
  return {
    total: real.length,
    byPage: tally(real.map((lead) => pathOf(lead.pageUrl))),
    byCampaign: tally(real.map((lead) => campaignOf(lead.attribution) ?? 'No campaign')),
  };
}
