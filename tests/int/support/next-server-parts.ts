// What the server's own tests put around a stand-in for Next's handler: Next's compression middleware, as
// `next start` wraps every response in it, and the header set a production build records.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { securityHeaders } from '@/lib/security/headers';

export const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

export const headers = securityHeaders({
  siteUrl: 'https://www.example.com',
  contentApiUrl: 'https://cms.example.com',
  bookingUrl: 'https://booking.example.com/call',
  recaptcha: true,
  development: false,
});
