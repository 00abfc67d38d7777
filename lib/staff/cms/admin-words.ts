// Why the console could not use the CMS's admin API, said so that the reader knows what to do next.

export type AdminFailure =
  | 'not-configured'
  | 'unsupported'
  | 'token-refused'
  | 'timeout'
  | 'unreachable'
  | 'server'
  | 'malformed'
  | 'refused'
  | 'refused-path';

const TRY_AGAIN = 'Try again in a minute; if it keeps happening, tell the site’s administrator.';

/** Each failure in words; `detail` is a status or a timeout in ms. A refusal carries the CMS's own words instead. */
export const ADMIN_WORDS: Record<AdminFailure, (detail?: string | number) => string> = {
  'not-configured': () =>
    'The console has no key to the CMS’s admin API (CONTENT_ADMIN_TOKEN is not set on the site), so this is not ' +
    'available here. Use the CMS itself, or ask the site’s administrator to set it.',
  unsupported: () => 'This CMS does not offer this to the console. Use the CMS itself for it.',
  'token-refused': () =>
    'The CMS refused the console’s key. Ask the site’s administrator to check that CONTENT_ADMIN_TOKEN is the same ' +
    'on the site and the CMS.',
  timeout: (ms) => `The CMS did not answer within ${Number(ms) / 1000} seconds. ${TRY_AGAIN}`,
  unreachable: () => `The CMS could not be reached. ${TRY_AGAIN}`,
  server: (status) => `The CMS had a problem (it answered HTTP ${status}). ${TRY_AGAIN}`,
  malformed: () =>
    'The CMS answered in a form the console does not understand, so nothing is shown. Tell a developer: the ' +
    'CMS’s admin API may have changed.',
  refused: (text) => String(text),
  'refused-path': () => 'That name cannot be looked up in the CMS. Check it and try again.',
};
