'use client';
import { startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { RecaptchaScope } from '@/components/providers/RecaptchaScope';
import { LEAD_FORM_COPY } from '@/lib/copy/lead-forms';
import { sendLead } from '@/lib/forms/action';
import { CRM_FIELDS, submittedFrom, type CrmFormId } from '@/lib/forms/crm';
import type { LeadValues } from '@/lib/forms/crm-rules';
import { initialLeadState, LEAD_RECAPTCHA } from '@/lib/forms/state';
import type { FieldMessages } from '@/lib/forms/validity';
import { LeadFormHiddenFields } from './HiddenFields';
import { useFieldErrors, type FieldErrors } from './use-field-errors';
import styles from './field.module.scss';

/** A token that has not come by then is not worth a lost lead: the form goes without it. */
export const RECAPTCHA_TIMEOUT_MS = 4_000;

interface CrmFormProps {
  id?: string;
  formId: CrmFormId;
  /** The CRM defaults, the form identifier, the page and the return URL, sent with the lead. */
  hidden: Readonly<Record<string, string>>;
  /** Our words for each field's failed checks, by input name; the server's checks use them too. */
  messages: Readonly<Record<string, FieldMessages>>;
  /** `RECAPTCHA_SITE_KEY`, from the page: without one the form submits with no token. */
  recaptchaSiteKey?: string;
  label: string;
  className?: string;
  /** The fields, given the messages to show and, after the server answered, what was typed (no JavaScript). */
  children: (errors: FieldErrors, values: LeadValues) => ReactNode;
}

/** What a page gives each CRM form. */
export type LeadFormProps = Pick<CrmFormProps, 'hidden' | 'recaptchaSiteKey'>;

async function tokenOrNothing(execute: (action: string) => Promise<string>, action: string): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), RECAPTCHA_TIMEOUT_MS));
  return Promise.race([execute(action).catch(() => ''), timeout]);
}

/**
 * A CRM lead form: posts to the site's server action, which checks the rules again, stores the lead and
 * thanks the visitor; without JavaScript the page comes back with the messages and every value typed.
 */
export function CrmForm(props: CrmFormProps) {
  return (
    <RecaptchaScope siteKey={props.recaptchaSiteKey}>
      <CrmFormBody {...props} />
    </RecaptchaScope>
  );
}

function CrmFormBody({ id, formId, hidden, messages, label, className, children }: CrmFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // The page's path gives the no-JavaScript post a real action URL, so the answer re-renders this page.
  const permalink = new URL(hidden[CRM_FIELDS.submittedFrom] ?? '/', 'http://site.invalid').pathname;
  const [state, formAction, pending] = useActionState(sendLead, initialLeadState(formId), permalink);
  const { errors, clearWhenValid } = useFieldErrors(form, messages);
  const { executeRecaptcha } = useGoogleReCaptcha();
  const sending = useRef(false);
  // Free again once an answer has come (a redirect leaves the page instead).
  useEffect(() => {
    if (!pending) sending.current = false;
  }, [pending]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    event.preventDefault();
    // A double click sends once.
    if (sending.current) return;
    sending.current = true;
    const data = new FormData(element);
    data.set(CRM_FIELDS.submittedFrom, submittedFrom(window.location.href));
    const recaptcha = LEAD_RECAPTCHA[formId];
    const token = executeRecaptcha ? await tokenOrNothing(executeRecaptcha, recaptcha.action) : '';
    if (token) data.set(recaptcha.field, token);
    startTransition(() => formAction(data));
  };

  return (
    <form
      ref={form}
      id={id}
      action={formAction}
      aria-label={label}
      aria-busy={pending || undefined}
      className={className}
      onSubmit={onSubmit}
      onChange={clearWhenValid}
    >
      <LeadFormHiddenFields values={hidden} />
      {children({ ...state.errors, ...errors }, state.values)}
      {state.status === 'failed' && (
        <p role="alert" className={styles.error}>
          {LEAD_FORM_COPY.notStored}
        </p>
      )}
    </form>
  );
}
