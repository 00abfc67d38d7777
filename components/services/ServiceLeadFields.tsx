'use client';
import { LeadForm, type LeadFormProps } from '@/components/forms/LeadForm';
import { InputField, TextAreaField } from '@/components/forms/Field';
import { PhoneFields } from '@/components/forms/PhoneFields';
import { Button } from '@/components/ui/button/Button';
import { SERVICE_LEAD_COPY as COPY } from '@/lib/copy/services';
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import { inputAttributes, type FieldDefinition } from '@/lib/forms/definitions/field';
import { SERVICE_LEAD_FORM as FORM } from '@/lib/forms/definitions/service-lead';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { typedText } from '@/lib/forms/state';
import styles from './service-lead-form.module.scss';

const FIELD = FORM.fields;
/** The inputs before the phone and after it, in the form's order (spec 000 §5). */
const PERSON_INPUTS = [F.firstName, F.lastName, F.email].map((name) => FIELD[name]!);
const COMPANY_INPUTS = [F.company, F.companyWebsite].map((name) => FIELD[name]!);

const inputId = (name: string) => `lead-${name.toLowerCase().replace(/\s+/g, '-')}`;

/** The service lead form's fields in the one lead form; the browser's own words beside a field it refuses. */
export function ServiceLeadFields({
  hidden,
  recaptchaSiteKey,
  countries,
}: LeadFormProps & { countries: PhoneCountries }) {
  return (
    <LeadForm
      formId={FORM.id}
      hidden={hidden}
      recaptchaSiteKey={recaptchaSiteKey}
      aria-label={COPY.heading}
      className={styles.form}
    >
      {(errors, { values }) => {
        const input = (field: FieldDefinition) => (
          <InputField
            key={field.name}
            id={inputId(field.name)}
            {...inputAttributes(field)}
            label={field.label}
            defaultValue={typedText(values, field.name)}
            error={errors[field.name]}
          />
        );
        return (
          <>
            {PERSON_INPUTS.map(input)}
            <PhoneFields
              idPrefix="lead"
              fields={{ country: FIELD[F.phoneCountryCode]!, phone: FIELD[F.phone]! }}
              countries={countries}
              typed={{ country: typedText(values, F.phoneCountryCode), phone: typedText(values, F.phone) }}
              errors={{ country: errors[F.phoneCountryCode], phone: errors[F.phone] }}
            />
            {COMPANY_INPUTS.map(input)}
            <TextAreaField
              id={inputId(F.description)}
              {...inputAttributes(FIELD[F.description]!)}
              label={FIELD[F.description]!.label}
              defaultValue={typedText(values, F.description)}
              error={errors[F.description]}
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
