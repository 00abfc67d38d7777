import type { ReactNode } from 'react';
import { InputField } from '@/components/forms/Field';
import type { FieldErrors } from '@/components/forms/use-field-errors';
import { LEAD_FIELD_COPY as COPY } from '@/lib/copy/lead-forms';
import { CRM_FIELDS as F, CRM_PATTERNS } from '@/lib/forms/crm';
import { crmInput, type LeadValues } from '@/lib/forms/crm-rules';
import { typedText } from '@/lib/forms/state';
import styles from './lead-form.module.scss';

const PHONE_DIGITS = 10;

interface PersonFieldsProps {
  /** Keeps ids unique when two forms share a page. */
  idPrefix: string;
  errors: FieldErrors;
  /** What the visitor typed, when the server sent the form back (no JavaScript). */
  values: LeadValues;
  /** A country-code select shown before the phone number. */
  countryCode?: ReactNode;
}

/** First and last name, email and a 10-digit phone, named as the CRM names them and checked by the browser. */
export function PersonFields({ idPrefix, errors, values, countryCode }: PersonFieldsProps) {
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
      <div className={countryCode ? styles.phoneRow : undefined}>
        {countryCode}
        <InputField
          id={`${idPrefix}-phone`}
          name={F.phone}
          // A text input: the HTML autofill table allows tel-national there, not on type=tel (W3C checker error).
          inputMode="numeric"
          label={COPY.phone.label}
          hint={COPY.phone.hint}
          autoComplete="tel-national"
          required
          minLength={PHONE_DIGITS}
          maxLength={PHONE_DIGITS}
          {...CRM_PATTERNS.phone}
          defaultValue={typedText(values, F.phone)}
          error={errors[F.phone]}
        />
      </div>
    </>
  );
}
