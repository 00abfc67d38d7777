'use client';
import { LeadForm, type LeadFormProps } from '@/components/forms/LeadForm';
import { SelectField, TextAreaField } from '@/components/forms/Field';
import { CONTACT_COPY } from '@/lib/copy/contact';
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import { CONTACT_FORM as FORM } from '@/lib/forms/definitions/contact';
import { choiceAttributes, inputAttributes } from '@/lib/forms/definitions/field';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { typedText } from '@/lib/forms/state';
import { LeadFormFooter } from './LeadFormFooter';
import { PersonFields } from './PersonFields';
import styles from './lead-form.module.scss';

const COPY = CONTACT_COPY.form;
const INQUIRY = FORM.fields[F.inquiry]!;
const DESCRIPTION = FORM.fields[F.description]!;

/** 'Get In Touch': every field required, sent through the site to the CRM; the visitor lands on the thank-you page. */
export function ContactForm({ hidden, recaptchaSiteKey, countries }: LeadFormProps & { countries: PhoneCountries }) {
  return (
    <LeadForm
      formId={FORM.id}
      hidden={hidden}
      messages={FORM.messages}
      recaptchaSiteKey={recaptchaSiteKey}
      aria-label={COPY.label}
      className={styles.form}
    >
      {(errors, { values }) => (
        <>
          <PersonFields idPrefix="contact" fields={FORM.fields} errors={errors} values={values} countries={countries} />
          <SelectField
            id="contact-inquiry"
            {...choiceAttributes(INQUIRY)}
            label={INQUIRY.label}
            placeholder={COPY.inquiry.placeholder}
            options={COPY.inquiry.options}
            defaultValue={typedText(values, F.inquiry) ?? ''}
            error={errors[F.inquiry]}
          />
          <TextAreaField
            id="contact-description"
            {...inputAttributes(DESCRIPTION)}
            label={DESCRIPTION.label}
            defaultValue={typedText(values, F.description)}
            error={errors[F.description]}
          />
          <LeadFormFooter submitLabel={COPY.submit} />
        </>
      )}
    </LeadForm>
  );
}
