import { InputField } from '@/components/forms/Field';
import { PhoneFields } from '@/components/forms/PhoneFields';
import type { FieldErrors } from '@/components/forms/use-field-errors';
import { LEAD_FIELD_COPY as COPY } from '@/lib/copy/lead-forms';
import { CRM_FIELDS as F, CRM_PATTERNS } from '@/lib/forms/crm';
import { crmInput, type LeadValues } from '@/lib/forms/crm-rules';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { typedText } from '@/lib/forms/state';
import styles from './lead-form.module.scss';

interface PersonFieldsProps {
  /** Keeps ids unique when two forms share a page. */
  idPrefix: string;
  errors: FieldErrors;
  /** What the visitor typed, when the server sent the form back (no JavaScript). */
  values: LeadValues;
  /** The phone's country choice. */
  countries: PhoneCountries;
}

/** First and last name, email, and a phone with its country, named as the CRM names them. */
export function PersonFields({ idPrefix, errors, values, countries }: PersonFieldsProps) {
  return (
    <>
      <div className={styles.row}>
        <InputField
          id={`${idPrefix}-first-name`}
          {...crmInput(F.firstName)}
          label={COPY.firstName.label}
          autoComplete="given-name"
          required
          {...CRM_PATTERNS.name}
          defaultValue={typedText(values, F.firstName)}
          error={errors[F.firstName]}
        />
        <InputField
          id={`${idPrefix}-last-name`}
          {...crmInput(F.lastName)}
          label={COPY.lastName.label}
          autoComplete="family-name"
          required
          {...CRM_PATTERNS.name}
          defaultValue={typedText(values, F.lastName)}
          error={errors[F.lastName]}
        />
      </div>
      <InputField
        id={`${idPrefix}-email`}
        {...crmInput(F.email)}
        type="email"
        label={COPY.email.label}
        autoComplete="email"
        required
        defaultValue={typedText(values, F.email)}
        error={errors[F.email]}
      />
      <div className={styles.phoneRow}>
        <PhoneFields
          idPrefix={idPrefix}
          names={{ country: F.phoneCountryCode, phone: F.phone }}
          countries={countries}
          typed={{ country: typedText(values, F.phoneCountryCode), phone: typedText(values, F.phone) }}
          errors={{ country: errors[F.phoneCountryCode], phone: errors[F.phone] }}
        />
      </div>
    </>
  );
}
