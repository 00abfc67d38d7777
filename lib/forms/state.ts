// What travels between a lead form and the one server action (lib/forms/action.ts): the state the action answers,
// and the hidden fields a form adds for the spam checks (lib/forms/spam.ts). Client-safe.
import type { LeadValues } from './crm-rules';
import type { LeadFormId } from './definitions';

export interface LeadFormState {
  /** Which form this is: the action takes the form's definition from it (lib/forms/definitions), never from the post. */
  formId: LeadFormId;
  status: 'idle' | 'invalid' | 'failed';
  /** Everything typed, sent back so no failure ever empties the fields, with JavaScript or without. */
  values: LeadValues;
  /** The message of each field the server refused, in the words the browser would use. */
  errors: Readonly<Record<string, string>>;
  /** Counts answers, so the form can tell a new answer from the one it has shown. */
  attempt: number;
}

export const initialLeadState = (formId: LeadFormId): LeadFormState => ({
  formId,
  status: 'idle',
  values: {},
  errors: {},
  attempt: 0,
});

/** The quote form's hidden inputs that travel with its visible fields: its page and its service. */
export const QUOTE_PAGE_FIELD = 'pageUrl';
export const QUOTE_SERVICE_FIELD = 'service_title';

/** The reCAPTCHA v3 action a form executes and the server expects back: its id, snake-cased (`service_lead`). */
export const recaptchaActionOf = (formId: LeadFormId): string => formId.replaceAll('-', '_');

/** The field the token travels in: the spec's name on the quote, the one Google's own widgets use on the CRM forms. */
export const recaptchaFieldOf = (formId: LeadFormId): string =>
  formId === 'quote' ? 'recaptchaToken' : 'g-recaptcha-response';

/**
 * The honeypot: a name bots fill by habit, used by no spec field (the company website is LEADCF16); people never
 * see or reach it. A lead with it filled is stored as rejected and thanked like any other.
 */
export const HONEYPOT_FIELD = 'website';

/** The hidden field that carries the signed start time (the minimum fill time); never forwarded to the CRM. */
export const FILL_TOKEN_FIELD = 'lead_started';

/** Three seconds: the shortest form (the quote, four fields) takes a person well over that; a script, milliseconds. */
export const MIN_FILL_MS = 3_000;

/** The route that signs the start time (app/api/leads/started). */
export const FILL_TOKEN_PATH = '/api/leads/started';

/** A field's typed text for `defaultValue`, the first one of a repeated field. */
export const typedText = (values: LeadValues, name: string): string | undefined => [values[name] ?? []].flat()[0];

/** Every typed value of a field (the ticked boxes), for `defaultChecked`. */
export const typedList = (values: LeadValues, name: string): string[] => [values[name] ?? []].flat();
