// Where a form's fill-time token comes from and travels (lib/forms/fill-time.ts); client-safe.

/** The hidden field that carries the signed start time; never forwarded to the CRM. */
export const FILL_TOKEN_FIELD = 'lead_started';

/** The route that signs the start time (app/api/leads/started). */
export const FILL_TOKEN_PATH = '/api/leads/started';
