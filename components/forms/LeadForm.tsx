'use client';
import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { RecaptchaScope } from '@/components/providers/RecaptchaScope';
import { LEAD_FORM_COPY } from '@/lib/copy/lead-forms';
import { sendLead } from '@/lib/forms/action';
import { CRM_FIELDS, submittedFrom } from '@/lib/forms/crm';
import type { LeadFormId } from '@/lib/forms/definitions';
import {
  initialLeadState,
  QUOTE_PAGE_FIELD,
  recaptchaActionOf,
  recaptchaFieldOf,
  type LeadFormState,
} from '@/lib/forms/state';
import type { FieldMessages } from '@/lib/forms/validity';
import { LeadFormHiddenFields } from './HiddenFields';
import { useFieldErrors, type FieldErrors } from './use-field-errors';
import styles from './field.module.scss';

/** A token that has not come by then is not worth a lost lead: the form goes without it. */
export const RECAPTCHA_TIMEOUT_MS = 4_000;

/** The form element's own attributes a form may set: the quote checks its fields itself (`noValidate`). */
type FormAttributes = Pick<
  FormHTMLAttributes<HTMLFormElement>,
  'id' | 'className' | 'noValidate' | 'aria-label' | 'aria-labelledby'
>;

interface LeadFormShellProps extends FormAttributes {
  formId: LeadFormId;
  /** The page's hidden fields (the CRM's identifiers and defaults, or the quote's page and service), sent with the lead. */
  hidden: Readonly<Record<string, string>>;
  /** Our words for each field's failed browser checks, by input name. */
  messages?: Readonly<Record<string, FieldMessages>>;
  /** The form's own checks before it sends (the quote's rules): the message of each refused field. */
  check?: (data: FormData) => FieldErrors;
  /** `RECAPTCHA_SITE_KEY`, from the page: without one the form submits with no token. */
  recaptchaSiteKey?: string;
  /** What the form shows when the site could not store the lead (the CRM forms' line by default), after the fields. */
  failed?: ReactNode;
  /** The fields, given the messages to show, what was typed (after a server answer) and the action's state. */
  children: (errors: FieldErrors, state: LeadFormState, pending: boolean) => ReactNode;
}

/** What a page gives each CRM form. */
export type LeadFormProps = Pick<LeadFormShellProps, 'hidden' | 'recaptchaSiteKey'>;

async function tokenOrNothing(execute: (action: string) => Promise<string>, action: string): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), RECAPTCHA_TIMEOUT_MS));
  return Promise.race([execute(action).catch(() => ''), timeout]);
}

/**
 * Every lead form's shell: posts to the site's one server action (lib/forms/action.ts), which checks the rules
 * again, stores the lead and thanks the visitor; without JavaScript the page comes back with the messages and every
 * value typed. One double-submit guard, one reCAPTCHA token, the hidden fields of all four forms in one place.
 */
export function LeadForm(props: LeadFormShellProps) {
  return (
    <RecaptchaScope siteKey={props.recaptchaSiteKey}>
      <LeadFormBody {...props} />
    </RecaptchaScope>
  );
}

const NO_MESSAGES = {};
const NOT_STORED = (
  <p role="alert" className={styles.error}>
    {LEAD_FORM_COPY.notStored}
  </p>
);

function LeadFormBody({
  formId,
  hidden,
  messages = NO_MESSAGES,
  check,
  recaptchaSiteKey: _key,
  failed = NOT_STORED,
  children,
  ...attributes
}: LeadFormShellProps) {
  const element = useRef<HTMLFormElement>(null);
  // The CRM forms' page, which the browser replaces with the address actually visited (query string included).
  const crmPage = hidden[CRM_FIELDS.submittedFrom];
  // The page's path gives the no-JavaScript post a real action URL (React otherwise writes action="", invalid HTML).
  const page = crmPage ?? hidden[QUOTE_PAGE_FIELD] ?? '/';
  const permalink = new URL(page, 'http://site.invalid').pathname;
  const [state, formAction, pending] = useActionState(sendLead, initialLeadState(formId), permalink);
  const { errors, clearWhenValid } = useFieldErrors(element, messages);
  const [refused, setRefused] = useState<FieldErrors>({});
  const { executeRecaptcha } = useGoogleReCaptcha();
  const sending = useRef(false);
  // Free again once an answer has come (a redirect leaves the page instead).
  useEffect(() => {
    if (!pending) sending.current = false;
  }, [pending]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    event.preventDefault();
    // A double click sends once.
    if (sending.current) return;
    const found = check?.(data) ?? {};
    setRefused(found);
    if (Object.keys(found).length) return;
    sending.current = true;
    if (crmPage !== undefined) data.set(CRM_FIELDS.submittedFrom, submittedFrom(window.location.href));
    const token = executeRecaptcha ? await tokenOrNothing(executeRecaptcha, recaptchaActionOf(formId)) : '';
    if (token) data.set(recaptchaFieldOf(formId), token);
    startTransition(() => formAction(data));
  };

  return (
    <form
      ref={element}
      {...attributes}
      action={formAction}
      aria-busy={pending || undefined}
      onSubmit={onSubmit}
      onChange={clearWhenValid}
    >
      <LeadFormHiddenFields values={hidden} />
      {children({ ...state.errors, ...errors, ...refused }, state, pending)}
      {state.status === 'failed' && failed}
    </form>
  );
}
