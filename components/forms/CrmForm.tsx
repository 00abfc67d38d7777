'use client';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { RecaptchaScope } from '@/components/providers/RecaptchaScope';
import { CRM_FIELDS, submittedFrom } from '@/lib/forms/crm';
import { crmAnswers } from '@/lib/forms/crm-reachable';
import type { FieldMessages } from '@/lib/forms/validity';
import { CrmUnreachableAlert } from './CrmUnreachableAlert';
import { HiddenFields } from './HiddenFields';
import { useFieldErrors, type FieldErrors } from './use-field-errors';

/** The hidden field the reCAPTCHA v3 token travels in, under the name Google's own widgets use. */
export const RECAPTCHA_TOKEN_FIELD = 'g-recaptcha-response';
/** A token that has not come by then is not worth a lost lead: the form goes without it. */
export const RECAPTCHA_TIMEOUT_MS = 4_000;

interface CrmFormProps {
  id?: string;
  /** `CRM_WEB_TO_LEAD_URL`: the browser posts there natively, with or without JavaScript. */
  action: string;
  hidden: Readonly<Record<string, string>>;
  /** Our words for each field's failed browser checks, by input name. */
  messages: Readonly<Record<string, FieldMessages>>;
  /** The reCAPTCHA action name this form reports. */
  recaptchaAction: string;
  /** `RECAPTCHA_SITE_KEY`, from the page: without one the form submits with no token. */
  recaptchaSiteKey?: string;
  label: string;
  className?: string;
  children: (errors: FieldErrors) => ReactNode;
}

function setHiddenValue(form: HTMLFormElement, name: string, value: string) {
  let input = form.elements.namedItem(name) as HTMLInputElement | null;
  if (!input) {
    input = Object.assign(document.createElement('input'), { type: 'hidden', name });
    form.append(input);
  }
  input.value = value;
}

async function tokenOrNothing(execute: (action: string) => Promise<string>, action: string): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), RECAPTCHA_TIMEOUT_MS));
  return Promise.race([execute(action).catch(() => ''), timeout]);
}

/**
 * A CRM web-to-lead form: a native POST that works without JavaScript. With it, errors show beside
 * their fields, the page the lead came from is stamped, a reCAPTCHA v3 token rides along when the
 * script loaded (when it did not, the form is sent as it is, so no lead is lost), and a CRM that does
 * not answer is said so in the form instead of a browser error page.
 */
export function CrmForm(props: CrmFormProps) {
  return (
    <RecaptchaScope siteKey={props.recaptchaSiteKey}>
      <CrmFormBody {...props} />
    </RecaptchaScope>
  );
}

function CrmFormBody({ id, action, hidden, messages, recaptchaAction, label, className, children }: CrmFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, clearWhenValid } = useFieldErrors(form, messages);
  const { executeRecaptcha } = useGoogleReCaptcha();

  const [unreachable, setUnreachable] = useState(false);
  const sending = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setUnreachable(false);
    setHiddenValue(element, CRM_FIELDS.submittedFrom, submittedFrom(window.location.href));
    const [answers, token] = await Promise.all([
      crmAnswers(action),
      executeRecaptcha ? tokenOrNothing(executeRecaptcha, recaptchaAction) : '',
    ]);
    sending.current = false;
    // A CRM that does not answer would leave the visitor on the browser's error page: stay, keep the input, say so.
    if (!answers) return setUnreachable(true);
    if (token) setHiddenValue(element, RECAPTCHA_TOKEN_FIELD, token);
    // The browser already checked the fields; submit() skips this handler, so it cannot loop.
    HTMLFormElement.prototype.submit.call(element);
  };

  return (
    <form
      ref={form}
      id={id}
      action={action}
      method="post"
      aria-label={label}
      className={className}
      onSubmit={onSubmit}
      onChange={clearWhenValid}
    >
      <HiddenFields values={hidden} />
      {children(errors)}
      {unreachable && <CrmUnreachableAlert />}
    </form>
  );
}
