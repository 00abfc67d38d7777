// What the server's own tests put around a stand-in for Next's handler: the header set a production build records.
// Next's compression is off (`compress: false`): the server compresses (next-glue/server/compress-responses.mjs).
import { securityHeaders } from '@/lib/security/headers';

export const headers = securityHeaders({
  siteUrl: 'https://www.example.com',
  contentApiUrl: 'https://cms.example.com',
  bookingUrl: 'https://booking.example.com/call',
  recaptcha: true,
  development: false,
});
