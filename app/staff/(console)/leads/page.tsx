import type { Metadata } from 'next';
import Link from 'next/link';
import { Unavailable } from '@/components/staff/Unavailable';
import styles from '@/components/staff/shell/staff.module.scss';
import { EraseByEmail } from '@/components/staff/leads/EraseByEmail';
import { ErasureFacts } from '@/components/staff/leads/ErasureFacts';
import { LeadChart } from '@/components/staff/leads/LeadChart';
import { LeadFilters } from '@/components/staff/leads/LeadFilters';
import { LeadTable } from '@/components/staff/leads/LeadTable';
import { RetentionFacts } from '@/components/staff/leads/RetentionFacts';
import leads from '@/components/staff/leads/leads.module.scss';
import forms from '@/components/staff/shell/forms.module.scss';
import { site } from '@/lib/site';
import { eraseLeadPersonAction } from '@/lib/staff/leads/actions';
import { CHART_DAYS } from '@/lib/staff/leads/lead-chart';
import { erasureNote, erasureOfParams } from '@/lib/staff/leads/lead-erase';
import { LEADS_PER_PAGE, leadFilterParams, readLeadFilter } from '@/lib/staff/leads/lead-filter';
import { readInbox } from '@/lib/staff/leads/lead-inbox';
import type { SearchParams } from '@/lib/staff/record-filter';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';
import { count } from '@/lib/text/count';

export const metadata: Metadata = { title: SCREENS.leads.title };

const pageLink = (params: URLSearchParams) => `/staff/leads${params.size ? `?${params}` : ''}`;

/** Every lead the site holds, for sales and admins: its state in words, filters, the 30 days, erasure, retention. */
export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireScreen(SCREENS.leads);
  const params = await searchParams;
  const filter = readLeadFilter(params);
  const erasure = erasureOfParams(params);
  const inbox = await readInbox(filter);
  const pages = inbox.ok ? Math.max(1, Math.ceil(inbox.page.total / LEADS_PER_PAGE)) : 1;
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>{SCREENS.leads.title}</h1>
        <p className={styles.lead}>
          Every lead the site holds, newest first: where it is on its way to the CRM, and why a lead was stopped as
          spam. Open one to see everything the visitor typed.
        </p>
      </header>
      {erasure && (
        <p className={forms.notice} role="status">
          {erasureNote(erasure, null)}
        </p>
      )}
      {inbox.ok ? (
        <section className={styles.section} aria-labelledby="list-heading">
          <h2 id="list-heading">Find leads</h2>
          <LeadFilters filter={filter} />
          <p className={styles.hint} role="status">
            {count(inbox.page.total, 'lead')} {inbox.page.total === 1 ? 'matches' : 'match'}
            {pages > 1 && `; page ${filter.page} of ${pages}`}.{' '}
            <a href={`/staff/leads/export${leadFilterParams(filter).size ? `?${leadFilterParams(filter)}` : ''}`}>
              Export CSV of these leads
            </a>
          </p>
          {inbox.page.leads.length > 0 && <LeadTable leads={inbox.page.leads} />}
          {pages > 1 && (
            <nav className={leads.pager} aria-label="Pages of leads">
              {filter.page > 1 && <Link href={pageLink(leadFilterParams(filter, filter.page - 1))}>Newer leads</Link>}
              {filter.page < pages && (
                <Link href={pageLink(leadFilterParams(filter, filter.page + 1))}>Older leads</Link>
              )}
            </nav>
          )}
        </section>
      ) : (
        <Unavailable message={inbox.message} />
      )}
      {inbox.ok && (
        <section className={styles.section} aria-labelledby="chart-heading">
          <h2 id="chart-heading">The last {CHART_DAYS} days</h2>
          <p className={styles.hint}>
            {count(inbox.chart.total, 'lead')} not refused as spam, by the page the form was on and by campaign.
          </p>
          <div className={leads.charts}>
            <LeadChart caption="Leads by page" by="Page" rows={inbox.chart.byPage} />
            <LeadChart caption="Leads by campaign" by="Campaign" rows={inbox.chart.byCampaign} />
          </div>
        </section>
      )}
      <section className={styles.section} aria-labelledby="erase-heading">
        <h2 id="erase-heading">Erase a person</h2>
        <p>When someone asks to be forgotten, enter their address.</p>
        <ErasureFacts />
        <EraseByEmail action={eraseLeadPersonAction} />
      </section>
      <section className={styles.section} aria-labelledby="retention-heading">
        <h2 id="retention-heading">How long the site keeps leads</h2>
        <RetentionFacts deliveredDays={site.leads.retentionDays} />
      </section>
    </div>
  );
}
