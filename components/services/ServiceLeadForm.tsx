import type { ComponentProps } from 'react';
import { InputField, TextAreaField } from '@/components/forms/Field';
import { CrmSubmitGuard } from '@/components/forms/CrmSubmitGuard';
import { HiddenFields } from '@/components/forms/HiddenFields';
import { Button } from '@/components/ui/button/Button';
import { Section } from '@/components/ui/section/Section';
import { SERVICE_LEAD_COPY as COPY } from '@/lib/copy/services';
import { CRM_FIELDS, CRM_PATTERNS } from '@/lib/forms/crm';
import { serviceLeadHiddenFields } from '@/lib/forms/service-lead';
import { site } from '@/lib/site';
import styles from './service-lead-form.module.scss';

type InputSpec = Omit<ComponentProps<typeof InputField>, 'id'> & { name: string };

/** The visible inputs, in the CRM's own names, with the browser checks the spec names (000 §5). */
const INPUTS: readonly InputSpec[] = [
  {
    name: CRM_FIELDS.firstName,
    label: COPY.labels.firstName,
    required: true,
    autoComplete: 'given-name',
    ...CRM_PATTERNS.name,
  },
  {
    name: CRM_FIELDS.lastName,
    label: COPY.labels.lastName,
    required: true,
    autoComplete: 'family-name',
    ...CRM_PATTERNS.name,
  },
  { name: CRM_FIELDS.email, label: COPY.labels.email, type: 'email', required: true, autoComplete: 'email' },
  {
    name: CRM_FIELDS.phone,
    label: COPY.labels.phone,
    hint: COPY.hints.phone,
    // A text input: the HTML autofill table allows tel-national there, not on type=tel (W3C checker error).
    inputMode: 'numeric',
    required: true,
    minLength: 10,
    maxLength: 10,
    autoComplete: 'tel-national',
    ...CRM_PATTERNS.phone,
  },
  { name: CRM_FIELDS.company, label: COPY.labels.company, required: true, autoComplete: 'organization' },
  { name: CRM_FIELDS.companyWebsite, label: COPY.labels.website, type: 'url', autoComplete: 'url' },
];

const inputId = (name: string) => `lead-${name.toLowerCase().replace(/\s+/g, '-')}`;

/**
 * The service lead form: a native POST to the CRM's web-to-lead endpoint, checked by the browser,
 * so it works without JavaScript; the CRM sends the visitor back to the thank-you page.
 */
export function ServiceLeadForm({ pageUrl }: { pageUrl: string }) {
  return (
    <Section id="service-lead" heading={COPY.heading} lead={COPY.lead} tone="alt">
      <form method="post" action={site.crmWebToLeadUrl} acceptCharset="UTF-8" className={styles.form}>
        <HiddenFields values={serviceLeadHiddenFields(site.siteUrl, pageUrl)} />
        {INPUTS.map((input) => (
          <InputField key={input.name} id={inputId(input.name)} {...input} />
        ))}
        <TextAreaField
          id={inputId(CRM_FIELDS.description)}
          name={CRM_FIELDS.description}
          label={COPY.labels.description}
          required
        />
        <div className={styles.wide}>
          <Button type="submit">{COPY.submit}</Button>
        </div>
        <CrmSubmitGuard action={site.crmWebToLeadUrl} className={styles.wide} />
      </form>
    </Section>
  );
}
