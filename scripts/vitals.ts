// `npm run vitals [-- --json]`: real visitors' Web Vitals for the last 1, 7 and 28 days (docs/field-data.md), p75
// and count per page type, device class and metric, rated by the Core Web Vitals thresholds. Reads the store the
// site writes (vitals.sqlite beside the lead journal, or Redis on REDIS_URL) with the same summary as GET /api/vitals.
import { site } from '../lib/site';
import { openVitalsStore } from '../lib/vitals/open-store';
import { SUMMARY_DAYS, summaryFor } from '../lib/vitals/summary';
import { summaryLines } from '../lib/vitals/summary-table';

const store = await openVitalsStore(site);
const now = Date.now();
try {
  const windows = [];
  for (const days of SUMMARY_DAYS) windows.push({ days, rows: await summaryFor(store, days, now) });
  if (process.argv.includes('--json')) console.log(JSON.stringify(windows, null, 2));
  else console.log(windows.flatMap(({ days, rows }) => [...summaryLines(days, rows), '']).join('\n'));
} finally {
  await store.close();
}
