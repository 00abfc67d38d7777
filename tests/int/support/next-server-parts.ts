// What the server's own tests put around a stand-in for Next's handler: the header set a production build records.
// Next's compression is off (`compress: false`): the server compresses (next-glue/server/compress-responses.mjs).
import { DRAFT_MODE_COOKIE, draftModeHeaders, securityHeaders } from '@/lib/security/headers';

const input = {
  siteUrl: 'https://www.example.com',
  contentApiUrl: 'https://cms.example.com',
  bookingUrl: 'https://booking.example.com/call',
  recaptcha: true,
  development: false,
};

export const headers = securityHeaders(input);

/** What next.config.ts's draft-mode rule records: the cookie that turns it on and the headers it sets over the rest. */
export const draftMode = { cookie: DRAFT_MODE_COOKIE, headers: draftModeHeaders(input) };
