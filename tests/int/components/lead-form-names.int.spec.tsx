// Staff read a form by one name wherever it shows: the alert (chat and email), the inbox's rows and its filter, the
// export. The service lead form is the spec's "service lead form" (000 §3, §5; docs/leads.md).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadFilters } from '@/components/staff/leads/LeadFilters';
import { LeadTable } from '@/components/staff/leads/LeadTable';
import { chatMessage } from '@/lib/alerts/chat-message';
import { leadFacts } from '@/lib/alerts/facts';
import { salesEmail } from '@/lib/alerts/sales-email';
import { LEAD_FORM_DEFINITIONS, LEAD_FORM_IDS } from '@/lib/forms/definitions';
import { readLeadFilter } from '@/lib/staff/leads/lead-filter';
import { leadsCsv } from '@/lib/staff/leads/lead-sheet';
import { storedLead } from '../support/stored-lead';

const SITE = 'http://localhost:3000';
const leads = LEAD_FORM_IDS.map((formId) => storedLead({ id: `lead-${formId}`, formId, fields: { Email: 'a@b.co' } }));
const nameOf = (formId: (typeof LEAD_FORM_IDS)[number]) => LEAD_FORM_DEFINITIONS[formId].displayName;

describe('each lead form’s one name', () => {
  it('is the spec’s for the service lead form, and each form’s own', () => {
    expect(nameOf('service-lead')).toBe('Service lead');
    expect(new Set(LEAD_FORM_IDS.map(nameOf)).size).toBe(LEAD_FORM_IDS.length);
  });

  it.each(leads)('names $formId in the alert’s chat message and email', (lead) => {
    const facts = leadFacts(lead, SITE);
    expect(chatMessage(facts).text).toContain(`on the ${nameOf(lead.formId)} form`);
    expect(salesEmail(facts).subject).toBe(`New lead from the ${nameOf(lead.formId)} form`);
  });

  it('names each form in the inbox’s rows and its filter, as in the alert', () => {
    render(<LeadTable leads={leads} />);
    const rows = screen.getAllByRole('row').slice(1);
    leads.forEach((lead, n) =>
      expect(within(rows[n]!).getByText(new RegExp(`^${leadFacts(lead, SITE).form}, `))).toBeVisible(),
    );
    render(<LeadFilters filter={readLeadFilter({})} />);
    const options = within(screen.getByRole('combobox', { name: 'Form' })).getAllByRole('option');
    expect(options.slice(1).map((option) => option.textContent)).toEqual(
      leads.map((lead) => leadFacts(lead, SITE).form),
    );
  });

  it('names each form in the export, as in the alert', () => {
    const [header, ...rows] = leadsCsv(leads)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const column = header!.split(',').indexOf('"Form"');
    expect(rows.map((row) => row.split(',')[column]?.replaceAll('"', ''))).toEqual(
      leads.map((lead) => leadFacts(lead, SITE).form),
    );
  });
});
