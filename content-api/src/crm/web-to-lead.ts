import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { formFields } from '../leads/form-body.ts';
import { insertLead } from '../leads/store.ts';

/** The returnURL when it is on SITE_URL's origin; anything else would make this an open redirect. */
export function allowedReturnUrl(value: unknown, siteUrl: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const target = new URL(value);
    return target.origin === new URL(siteUrl).origin ? target.href : null;
  } catch {
    return null;
  }
}

/** Stand-in for the CRM's web-to-lead endpoint: stores every field, then sends the visitor back. */
export function crmRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  app.post('/crm/web-to-lead', async (request, reply) => {
    const fields = formFields(request);
    const returnUrl = allowedReturnUrl(fields.returnURL, config.siteUrl);
    if (returnUrl === null) throw badRequest(`returnURL must be an absolute URL on ${new URL(config.siteUrl).origin}`);
    insertLead(db, 'crm', fields);
    return reply.code(302).header('location', returnUrl).send();
  });
}
