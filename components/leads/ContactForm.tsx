'use client';
import { CrmForm } from '@/components/forms/CrmForm';
import { SelectField, TextAreaField } from '@/components/forms/Field';
import { CONTACT_COPY } from '@/lib/copy/contact';
import { CRM_FIELDS as F } from '@/lib/forms/crm';
import { LeadFormFooter } from './LeadFormFooter';
import { PERSON_MESSAGES, PersonFields } from './PersonFields';
import styles from './lead-form.module.scss';

const COPY = CONTACT_COPY.form;

const MESSAGES = {
  ...PERSON_MESSAGES,
  [F.inquiry]: COPY.inquiry.messages,
  [F.description]: COPY.description.messages,
};

/** 'Get In Touch': every field required, posted natively to the CRM, which returns to the thank-you page. */
export function ContactForm({
  action,
  hidden,
  recaptchaSiteKey,
}: {
  action: string;
  hidden: Readonly<Record<string, string>>;
  recaptchaSiteKey?: string;
}) {
  return (
    <CrmForm
      action={action}
      hidden={hidden}
      messages={MESSAGES}
      recaptchaAction="contact"
      recaptchaSiteKey={recaptchaSiteKey}
      label={COPY.label}
      className={styles.form}
    >
      {(errors) => (
        <>
          <PersonFields idPrefix="contact" errors={errors} />
          <SelectField
            id="contact-inquiry"
            name={F.inquiry}
            label={COPY.inquiry.label}
            placeholder={COPY.inquiry.placeholder}
            options={COPY.inquiry.options}
            defaultValue=""
            required
            error={errors[F.inquiry]}
          />
          <TextAreaField
            id="contact-description"
            name={F.description}
            label={COPY.description.label}
            required
            error={errors[F.description]}
          />
          <LeadFormFooter submitLabel={COPY.submit} />
        </>
      )}
    </CrmForm>
  );
}
