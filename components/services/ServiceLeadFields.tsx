'use client';
import type { ComponentProps } from 'react';
import { LeadForm, type LeadFormProps } from '@/components/forms/LeadForm';
import { InputField, TextAreaField } from '@/components/forms/Field';
import { PhoneFields } from '@/components/forms/PhoneFields';
import { Button } from '@/components/ui/button/Button';
import { SERVICE_LEAD_COPY as COPY } from '@/lib/copy/services';
import { CRM_FIELDS, CRM_PATTERNS } from '@/lib/forms/crm';
import { crmInput } from '@/lib/forms/crm-rules';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { typedText } from '@/lib/forms/state';
import styles from './service-lead-form.module.scss';

type InputSpec = Omit<ComponentProps<typeof InputField>, 'id'> & { name: string };

/** The visible inputs before the phone, in the CRM's own names, with the browser checks the spec names (000 §5). */
const PERSON_INPUTS: readonly InputSpec[] = [
  {
    ...crmInput(CRM_FIELDS.firstName),
    label: COPY.labels.firstName,
    required: true,
    autoComplete: 'given-name',
    ...CRM_PATTERNS.name,
  },
  {
    ...crmInput(CRM_FIELDS.lastName),
    label: COPY.labels.lastName,
    required: true,
    autoComplete: 'family-name',
    ...CRM_PATTERNS.name,
  },
  { ...crmInput(CRM_FIELDS.email), label: COPY.labels.email, type: 'email', required: true, autoComplete: 'email' },
];

/** The company's inputs, after the phone and its country. */
const COMPANY_INPUTS: readonly InputSpec[] = [
  { ...crmInput(CRM_FIELDS.company), label: COPY.labels.company, required: true, autoComplete: 'organization' },
  { ...crmInput(CRM_FIELDS.companyWebsite), label: COPY.labels.website, type: 'url', autoComplete: 'url' },
];

const inputId = (name: string) => `lead-${name.toLowerCase().replace(/\s+/g, '-')}`;

/** The service lead form's fields in the one lead form; the browser's own words beside a field it refuses. */
export function ServiceLeadFields({
  hidden,
  recaptchaSiteKey,
  countries,
}: LeadFormProps & { countries: PhoneCountries }) {
  return (
    <LeadForm
      formId="service-lead"
      hidden={hidden}
      recaptchaSiteKey={recaptchaSiteKey}
      aria-label={COPY.heading}
      className={styles.form}
    >
      {(errors, { values }) => {
        const input = (spec: InputSpec) => (
          <InputField
            key={spec.name}
            id={inputId(spec.name)}
            {...spec}
            defaultValue={typedText(values, spec.name)}
            error={errors[spec.name]}
          />
        );
        return (
          <>
            {PERSON_INPUTS.map(input)}
            <PhoneFields
              idPrefix="lead"
              names={{ country: CRM_FIELDS.phoneCountryCode, phone: CRM_FIELDS.phone }}
              countries={countries}
              typed={{
                country: typedText(values, CRM_FIELDS.phoneCountryCode),
                phone: typedText(values, CRM_FIELDS.phone),
              }}
              errors={{ country: errors[CRM_FIELDS.phoneCountryCode], phone: errors[CRM_FIELDS.phone] }}
              phoneLabel={COPY.labels.phone}
            />
            {COMPANY_INPUTS.map(input)}
            <TextAreaField
              id={inputId(CRM_FIELDS.description)}
              {...crmInput(CRM_FIELDS.description)}
              label={COPY.labels.description}
              required
              defaultValue={typedText(values, CRM_FIELDS.description)}
              error={errors[CRM_FIELDS.description]}
            />
            <div className={styles.wide}>
              <Button type="submit">{COPY.submit}</Button>
            </div>
          </>
        );
      }}
    </LeadForm>
  );
}
