'use client';
import { useId, useState } from 'react';
import { InputField, TextAreaField } from '@/components/forms/Field';
import { LeadForm } from '@/components/forms/LeadForm';
import { PhoneFields } from '@/components/forms/PhoneFields';
import { Button } from '@/components/ui/button/Button';
import { Modal } from '@/components/ui/modal/Modal';
import { QUOTE_FORM_COPY as COPY } from '@/lib/copy/services';
import { inputAttributes } from '@/lib/forms/definitions/field';
import { QUOTE_FORM as FORM } from '@/lib/forms/definitions/quote';
import type { PhoneCountries } from '@/lib/forms/phone-country';
import { QUOTE_COUNTRY_FIELD, validateQuote, type QuoteField } from '@site/shared/quote-rules';
import { QUOTE_PAGE_FIELD, QUOTE_SERVICE_FIELD, recaptchaFieldOf, typedText } from '@/lib/forms/state';
import styles from './quote-form.module.scss';

interface QuoteFormProps {
  pageUrl: string;
  serviceTitle: string;
  /** `RECAPTCHA_SITE_KEY`, from the page: without one the form submits with no token. */
  recaptchaSiteKey?: string;
  countries: PhoneCountries;
}

/**
 * The spec's checks, on submit, before anything is sent; one console line when a field needs attention. A number
 * outside +1 is checked for its shape only: the server knows the countries' numbers.
 */
function checkQuote(data: FormData) {
  const typed = Object.keys(FORM.fields).map((name) => [name, String(data.get(name) ?? '')]);
  const found = validateQuote(Object.fromEntries(typed));
  if (Object.keys(found).length) console.info(COPY.invalidLog, found);
  return found;
}

/** 'Something went wrong!' as a dialog, open again after each failed answer (keyed by it). */
function FailedDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title={COPY.failed}>
      <p>{COPY.failedLead}</p>
    </Modal>
  );
}

/**
 * The quote form: the spec's checks on submit in the browser, then the lead forms' server action, which checks again.
 * Without JavaScript the same action answers with the messages beside the fields; no failure empties them.
 */
export function QuoteForm({ pageUrl, serviceTitle, recaptchaSiteKey, countries }: QuoteFormProps) {
  const id = useId();
  const hidden = {
    [QUOTE_PAGE_FIELD]: pageUrl,
    [QUOTE_SERVICE_FIELD]: serviceTitle,
    [recaptchaFieldOf(FORM.id)]: '',
  };
  return (
    <LeadForm
      formId={FORM.id}
      hidden={hidden}
      check={checkQuote}
      recaptchaSiteKey={recaptchaSiteKey}
      noValidate
      aria-labelledby={`${id}-title`}
      className={styles.form}
      failed={null}
    >
      {(errors, state, pending) => {
        // The browser checks nothing (`noValidate`): the attributes tell assistive technology and autofill.
        const field = (name: QuoteField) => ({
          id: `${id}-${name}`,
          ...inputAttributes(FORM.fields[name]),
          label: FORM.fields[name].label,
          error: errors[name],
          defaultValue: typedText(state.values, name),
        });
        return (
          <>
            <h2 id={`${id}-title`} className={styles.heading}>
              {COPY.heading}
            </h2>
            <InputField {...field('fullname')} />
            <InputField {...field('email')} />
            <PhoneFields
              idPrefix={id}
              fields={{ country: FORM.fields[QUOTE_COUNTRY_FIELD], phone: FORM.fields.phoneno }}
              countries={countries}
              typed={{
                country: typedText(state.values, QUOTE_COUNTRY_FIELD),
                phone: typedText(state.values, 'phoneno'),
              }}
              errors={{ phone: errors.phoneno }}
              phoneHint={COPY.hints.phoneno}
            />
            <TextAreaField {...field('description')} rows={3} />
            {state.status === 'failed' && (
              <noscript>
                <p className={styles.failed}>{COPY.failed}</p>
              </noscript>
            )}
            <Button type="submit" block disabled={pending} aria-disabled={pending}>
              {pending ? COPY.sending : COPY.submit}
            </Button>
            {state.status === 'failed' && <FailedDialog key={state.attempt} />}
          </>
        );
      }}
    </LeadForm>
  );
}
