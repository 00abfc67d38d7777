import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/staff/shell/staff.module.scss';
import { AlertFacts } from '@/components/staff/leads/AlertFacts';
import { LeadActions } from '@/components/staff/leads/LeadActions';
import { DeliveryFacts, SourceFacts, TypedFields } from '@/components/staff/leads/LeadFacts';
import { alertsFor } from '@/lib/alerts/runtime';
import { formDisplayName } from '@/lib/forms/definitions';
import { LEAD_FORMS } from '@/lib/forms/forms';
import { QUOTE_SERVICE_FIELD } from '@/lib/forms/state';
import { personOf } from '@/lib/leads/lead-query';
import { leadQueue } from '@/lib/leads/runtime';
import { pathOf } from '@/lib/staff/leads/lead-chart';
import { DONE_NOTE } from '@/lib/staff/leads/lead-words';
import { QUOTE_WHEREABOUTS } from '@/lib/staff/leads/quote-words';
import type { SearchParams } from '@/lib/staff/record-filter';
import forms from '@/components/staff/shell/forms.module.scss';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: 'A lead' };

const LEAD_ID = /^[A-Za-z0-9-]{1,64}$/;

/** One lead (the alert emails link here): every field as typed, where it came from, and its way to the CRM. */
interface LeadPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function LeadPage({ params, searchParams }: LeadPageProps) {
  await requireScreen(SCREENS.leads);
  const { id } = await params;
  const { done } = await searchParams;
  const note = typeof done === 'string' && Object.hasOwn(DONE_NOTE, done) ? DONE_NOTE[done] : null;
  const lead = LEAD_ID.test(id) ? await leadQueue().get(id) : null;
  if (!lead) notFound();
  const person = personOf(lead.fields);
  // The form's own visible fields are what the visitor typed; what the site set for the CRM is never shown.
  const form = LEAD_FORMS[lead.formId];
  const service = lead.formId === 'quote' ? [lead.fields[QUOTE_SERVICE_FIELD] ?? []].flat()[0] : undefined;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/staff/leads">Back to the leads</Link>
      </p>
      <header className={styles.section}>
        <h1>{person.name || person.email || 'A lead'}</h1>
        <p className={styles.lead}>
          {formDisplayName(lead.formId)} form on {pathOf(lead.pageUrl)}
          {service && `, about ${service}`}
          {person.company && `, ${person.company}`}.
        </p>
      </header>
      {note && (
        <p className={forms.notice} role="status">
          {note}
        </p>
      )}
      <LeadActions lead={lead} />
      <section className={styles.section} aria-labelledby="fields-heading">
        <h2 id="fields-heading">What they typed</h2>
        <TypedFields fields={form.values(lead.fields)} labels={form.labels} />
      </section>
      <section className={styles.section} aria-labelledby="source-heading">
        <h2 id="source-heading">Where they came from</h2>
        {lead.attribution ? (
          <SourceFacts attribution={lead.attribution} />
        ) : (
          <p>Nothing recorded: no landing page, referrer or campaign was known for this visit.</p>
        )}
        <p className={styles.hint}>
          Sent from {lead.pageUrl}
          {lead.privacyNoticeDate && `, with the privacy notice of ${lead.privacyNoticeDate}`}.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="delivery-heading">
        <h2 id="delivery-heading">Delivery</h2>
        <DeliveryFacts lead={lead} />
        {lead.formId === 'quote' && <p className={styles.hint}>{QUOTE_WHEREABOUTS}</p>}
      </section>
      <section className={styles.section} aria-labelledby="alerts-heading">
        <h2 id="alerts-heading">Alerts</h2>
        <AlertFacts alerts={await alertsFor(lead.id)} />
      </section>
    </div>
  );
}
