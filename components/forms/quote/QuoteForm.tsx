'use client';
import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { RecaptchaScope } from '@/components/providers/RecaptchaScope';
import { InputField, TextAreaField } from '@/components/forms/Field';
import { LeadFormHiddenFields } from '@/components/forms/HiddenFields';
import { Button } from '@/components/ui/button/Button';
import { Modal } from '@/components/ui/modal/Modal';
import { QUOTE_FORM_COPY as COPY } from '@/lib/copy/services';
import { QUOTE_FIELDS, QUOTE_LIMITS, validateQuote, type QuoteField, type QuoteInput } from '@site/shared/quote-rules';
import type { LeadValues } from '@/lib/forms/crm-rules';
import { sendLead } from '@/lib/forms/action';
import { initialLeadState, LEAD_RECAPTCHA, QUOTE_CONTEXT_FIELDS, typedText } from '@/lib/forms/state';
import styles from './quote-form.module.scss';

const QUOTE_STATE = initialLeadState('quote');
const RECAPTCHA = LEAD_RECAPTCHA.quote;

/** What the server sent back, as the form's four texts ('' for any it did not). */
const typedQuote = (values: LeadValues): QuoteInput =>
  Object.fromEntries(QUOTE_FIELDS.map((name) => [name, typedText(values, name) ?? ''])) as QuoteInput;

interface QuoteFormProps {
  pageUrl: string;
  serviceTitle: string;
  /** `RECAPTCHA_SITE_KEY`, from the page: without one the form submits with no token. */
  recaptchaSiteKey?: string;
}

/**
 * The quote form: the spec's checks on submit in the browser, then a server action that checks again.
 * Without JavaScript the same action answers with the messages beside the fields; no failure empties them.
 */
export function QuoteForm(props: QuoteFormProps) {
  return (
    <RecaptchaScope siteKey={props.recaptchaSiteKey}>
      <QuoteFormBody {...props} />
    </RecaptchaScope>
  );
}

function QuoteFormBody({ pageUrl, serviceTitle }: QuoteFormProps) {
  // The permalink gives the no-JavaScript form a real action URL (React otherwise writes action="", invalid HTML).
  const [state, formAction, pending] = useActionState(sendLead, QUOTE_STATE, new URL(pageUrl).pathname);
  const [values, setValues] = useState(() => typedQuote(state.values));
  const [errors, setErrors] = useState(state.errors);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [answered, setAnswered] = useState(state.attempt);
  const inFlight = useRef(false);
  const { executeRecaptcha } = useGoogleReCaptcha();
  const id = useId();

  // Each answer of the action: its messages, the values it saw, and the dialog on failure.
  if (state.attempt !== answered) {
    setAnswered(state.attempt);
    setValues(typedQuote(state.values));
    setErrors(state.errors);
    setDialogOpen(state.status === 'failed');
  }
  useEffect(() => {
    inFlight.current = false;
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A double click submits once.
    if (inFlight.current) return;
    const found = validateQuote(values);
    setErrors(found);
    if (Object.keys(found).length) {
      console.info(COPY.invalidLog, found);
      return;
    }
    inFlight.current = true;
    const form = new FormData(event.currentTarget);
    try {
      if (executeRecaptcha) form.set(RECAPTCHA.field, await executeRecaptcha(RECAPTCHA.action));
    } catch (error) {
      console.warn('reCAPTCHA token unavailable; sending without it.', error);
    }
    startTransition(() => formAction(form));
  }

  const bind = (name: QuoteField) => ({
    id: `${id}-${name}`,
    name,
    label: COPY.labels[name],
    error: errors[name],
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((now) => ({ ...now, [name]: event.target.value })),
  });

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {COPY.heading}
      </h2>
      <InputField {...bind('fullname')} autoComplete="name" maxLength={QUOTE_LIMITS.fullname} />
      <InputField {...bind('email')} type="email" autoComplete="email" maxLength={QUOTE_LIMITS.email} />
      <InputField
        {...bind('phoneno')}
        // A text input: the HTML autofill table allows tel-national there, not on type=tel (W3C checker error).
        inputMode="numeric"
        autoComplete="tel-national"
        hint={COPY.hints.phoneno}
      />
      <TextAreaField {...bind('description')} rows={3} maxLength={QUOTE_LIMITS.description} />
      <LeadFormHiddenFields
        values={{
          [QUOTE_CONTEXT_FIELDS.pageUrl]: pageUrl,
          [QUOTE_CONTEXT_FIELDS.serviceTitle]: serviceTitle,
          [RECAPTCHA.field]: '',
        }}
      />
      {state.status === 'failed' && (
        <noscript>
          <p className={styles.failed}>{COPY.failed}</p>
        </noscript>
      )}
      <Button type="submit" block disabled={pending} aria-disabled={pending}>
        {pending ? COPY.sending : COPY.submit}
      </Button>
      <Modal open={dialogOpen} onClose={() => setDialogOpen(false)} title={COPY.failed}>
        <p>{COPY.failedLead}</p>
      </Modal>
    </form>
  );
}
