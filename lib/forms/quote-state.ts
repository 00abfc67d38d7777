// What the quote form's server action answers, shared by the action (server) and the form (client).
import type { QuoteErrors, QuoteInput } from '@site/shared/quote-rules';

export type QuoteStatus = 'idle' | 'invalid' | 'failed';

export interface QuoteState {
  status: QuoteStatus;
  /** What the visitor typed, sent back so no failure ever empties the fields. */
  values: QuoteInput;
  errors: QuoteErrors;
  /** Counts answers, so the form can tell a second failure from the first and reopen the dialog. */
  attempt: number;
}

export const EMPTY_QUOTE: QuoteInput = { fullname: '', email: '', phoneno: '', description: '' };

export const INITIAL_QUOTE_STATE: QuoteState = { status: 'idle', values: EMPTY_QUOTE, errors: {}, attempt: 0 };

/** Hidden inputs that travel with the visible fields. */
export const QUOTE_CONTEXT_FIELDS = {
  pageUrl: 'pageUrl',
  serviceTitle: 'service_title',
  recaptchaToken: 'recaptchaToken',
} as const;

/** The reCAPTCHA v3 action the form executes and the server expects back. */
export const QUOTE_RECAPTCHA_ACTION = 'quote';
