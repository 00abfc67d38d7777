'use client';
import type { ComponentProps } from 'react';
import { LeadForm, type LeadFormProps } from '@/components/forms/LeadForm';
import { InputField, TextAreaField } from '@/components/forms/Field';
import { Button } from '@/components/ui/button/Button';
import { SERVICE_LEAD_COPY as COPY } from '@/lib/copy/services';
import { CRM_FIELDS, CRM_PATTERNS } from '@/lib/forms/crm';
import { crmInput } from '@/lib/forms/crm-rules';
import { typedText } from '@/lib/forms/state';
import styles from './service-lead-form.module.scss';

type InputSpec = Omit<ComponentProps<typeof InputField>, 'id'> & { name: string };

/** The visible inputs, in the CRM's own names, with the browser checks the spec names (000 §5). */
const INPUTS: readonly InputSpec[] = [
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
  { ...crmInput(CRM_FIELDS.company), label: COPY.labels.company, required: true, autoComplete: 'organization' },
  { ...crmInput(CRM_FIELDS.companyWebsite), label: COPY.labels.website, type: 'url', autoComplete: 'url' },
];

const inputId = (name: string) => `lead-${name.toLowerCase().replace(/\s+/g, '-')}`;

/** The service lead form's fields in the one lead form; the browser's own words beside a field it refuses. */
export function ServiceLeadFields({ hidden, recaptchaSiteKey }: LeadFormProps) {
  return (
    <LeadForm
      formId="service-lead"
      hidden={hidden}
      recaptchaSiteKey={recaptchaSiteKey}
      aria-label={COPY.heading}
      className={styles.form}
    >
      {(errors, { values }) => (
        <>
          {INPUTS.map((input) => (
            <InputField
              key={input.name}
              id={inputId(input.name)}
              {...input}
              defaultValue={typedText(values, input.name)}
              error={errors[input.name]}
            />
          ))}
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
      )}
    </LeadForm>
  );
}
