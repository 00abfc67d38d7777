import { InputField } from '@/components/forms/Field';
import { PhoneFields } from '@/components/forms/PhoneFields';
import type { FieldErrors } from '@/components/forms/use-field-errors';
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import type { LeadValues } from '@/lib/forms/crm-rules';
import { inputAttributes, type FieldDefinition } from '@/lib/forms/definitions/field';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { typedText } from '@/lib/forms/state';
import styles from './lead-form.module.scss';

interface PersonFieldsProps {
  /** Keeps ids unique when two forms share a page. */
  idPrefix: string;
  /** The form's fields (its definition's), of which these are the person's. */
  fields: Readonly<Record<string, FieldDefinition>>;
  errors: FieldErrors;
  /** What the visitor typed, when the server sent the form back (no JavaScript). */
  values: LeadValues;
  /** The phone's country choice. */
  countries: PhoneCountries;
}

/** First and last name, email, and a phone with its country, named, labelled and checked as the form defines them. */
export function PersonFields({ idPrefix, fields, errors, values, countries }: PersonFieldsProps) {
  const input = (id: string, name: string) => (
    <InputField
      id={`${idPrefix}-${id}`}
      {...inputAttributes(fields[name]!)}
      label={fields[name]!.label}
      defaultValue={typedText(values, name)}
      error={errors[name]}
    />
  );
  return (
    <>
      <div className={styles.row}>
        {input('first-name', F.firstName)}
        {input('last-name', F.lastName)}
      </div>
      {input('email', F.email)}
      <div className={styles.phoneRow}>
        <PhoneFields
          idPrefix={idPrefix}
          fields={{ country: fields[F.phoneCountryCode]!, phone: fields[F.phone]! }}
          countries={countries}
          typed={{ country: typedText(values, F.phoneCountryCode), phone: typedText(values, F.phone) }}
          errors={{ country: errors[F.phoneCountryCode], phone: errors[F.phone] }}
        />
      </div>
    </>
  );
}
