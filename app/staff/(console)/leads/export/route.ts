// "Export CSV" of the inbox's current filter, for sales and admins (the session and role checked here): made when
// asked, never stored on the server, escaped as `npm run leads -- export` is (lib/leads/csv.ts), and audited.
import { leadsCsv } from '@/lib/staff/leads/lead-sheet';
import { leadQueue } from '@/lib/leads/runtime';
import { recordAudit } from '@/lib/staff/audit/audit';
import { leadFilterParams, leadQueryOf, readLeadFilter } from '@/lib/staff/leads/lead-filter';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const dynamic = 'force-dynamic';

/** More than a month of leads on a busy site; past it, narrow the filter. */
const MOST_EXPORTED = 10_000;

export async function GET(request: Request): Promise<Response> {
  const who = await requireScreen(SCREENS.leads);
  const filter = readLeadFilter(Object.fromEntries(new URL(request.url).searchParams));
  const { leads, total } = await leadQueue().search(leadQueryOf(filter, MOST_EXPORTED));
  // The search words may be a person's name or address: the audit log outlives an erasure, so it keeps only that one was used.
  const described = leadFilterParams({ ...filter, q: filter.q && '(a search)' }).toString() || 'every lead';
  await recordAudit({ who, action: 'lead.export', target: described, result: `${leads.length} of ${total} lead(s)` });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(leads), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
