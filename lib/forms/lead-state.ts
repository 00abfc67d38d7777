// What the CRM forms' server action answers, shared by the action (server) and CrmForm (client).
import type { LeadChecks, LeadValues } from './crm-rules';

export interface LeadFormState {
  status: 'idle' | 'invalid' | 'failed';
  /** Everything typed, sent back so the page re-rendered without JavaScript keeps it. */
  values: LeadValues;
  /** The failed check of each field; the form words it with the same messages the browser shows. */
  checks: LeadChecks;
  /** Counts answers, so the form can tell a new answer from the one it has shown. */
  attempt: number;
}

export const INITIAL_LEAD_FORM_STATE: LeadFormState = { status: 'idle', values: {}, checks: {}, attempt: 0 };

/** The hidden field the reCAPTCHA v3 token travels in, under the name Google's own widgets use. */
export const RECAPTCHA_TOKEN_FIELD = 'g-recaptcha-response';

/** The reCAPTCHA action each CRM form executes and the server expects back. */
export const LEAD_RECAPTCHA_ACTIONS = {
  'service-lead': 'service_lead',
  'schedule-a-call': 'schedule_a_call',
  contact: 'contact',
} as const;

/** A field's typed text for `defaultValue`, the first one of a repeated field. */
export const typedText = (values: LeadValues, name: string): string | undefined => [values[name] ?? []].flat()[0];

/** Every typed value of a field (the ticked boxes), for `defaultChecked`. */
export const typedList = (values: LeadValues, name: string): string[] => [values[name] ?? []].flat();
