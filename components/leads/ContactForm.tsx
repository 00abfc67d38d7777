'use client';
import { LeadForm, type LeadFormProps } from '@/components/forms/LeadForm';
import { SelectField, TextAreaField } from '@/components/forms/Field';
import { CONTACT_COPY, CONTACT_MESSAGES } from '@/lib/copy/contact';
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import { crmInput } from '@/lib/forms/crm-rules';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { typedText } from '@/lib/forms/state';
import { LeadFormFooter } from './LeadFormFooter';
import { PersonFields } from './PersonFields';
import styles from './lead-form.module.scss';

const COPY = CONTACT_COPY.form;

/** 'Get In Touch': every field required, sent through the site to the CRM; the visitor lands on the thank-you page. */
export function ContactForm({ hidden, recaptchaSiteKey, countries }: LeadFormProps & { countries: PhoneCountries }) {
  return (
    <LeadForm
      formId="contact"
      hidden={hidden}
      messages={CONTACT_MESSAGES}
      recaptchaSiteKey={recaptchaSiteKey}
      aria-label={COPY.label}
      className={styles.form}
    >
      {(errors, { values }) => (
        <>
          <PersonFields idPrefix="contact" errors={errors} values={values} countries={countries} />
          <SelectField
            id="contact-inquiry"
            name={F.inquiry}
            label={COPY.inquiry.label}
            placeholder={COPY.inquiry.placeholder}
            options={COPY.inquiry.options}
            defaultValue={typedText(values, F.inquiry) ?? ''}
            required
            error={errors[F.inquiry]}
          />
          <TextAreaField
            id="contact-description"
            {...crmInput(F.description)}
            label={COPY.description.label}
            required
            defaultValue={typedText(values, F.description)}
            error={errors[F.description]}
          />
          <LeadFormFooter submitLabel={COPY.submit} />
        </>
      )}
    </LeadForm>
  );
}
