import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { prefersHtml } from '../http/accept.ts';
import { badRequest } from '../http/errors.ts';
import { formFields } from '../leads/form-body.ts';
import { insertLead } from '../leads/store.ts';
import { ERROR_PAGE_CSP, errorPageHtml, type ErrorPage } from './error-page.ts';
import { fieldLabel, formKind, missingFields } from './required-fields.ts';
import { crmLimits } from './field-limits.ts';

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

/** A 400: a readable page for a browser's native form POST, {"error"} for anything else. */
function refuse(request: FastifyRequest, reply: FastifyReply, message: string, page: ErrorPage): FastifyReply {
  if (!prefersHtml(request)) throw badRequest(message);
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', ERROR_PAGE_CSP)
    .send(errorPageHtml(page));
}

/**
 * Stand-in for the CRM's web-to-lead endpoint: checks the form's required fields and the sizes of the CRM's fields
 * (with those CRM_ATTRIBUTION_FIELDS maps), stores every field, sends the visitor back.
 */
export function crmRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const origin = new URL(config.siteUrl).origin;
  const { bodyLimit, tooLongFields } = crmLimits(config.crmAttributionFields);
  app.post('/crm/web-to-lead', { bodyLimit }, async (request, reply) => {
    const fields = formFields(request);
    // As the CRM would: a value longer than its field keeps is refused, not cut (the site never sends one).
    const tooLong = tooLongFields(fields);
    if (tooLong.length > 0)
      return refuse(request, reply, `too long for the CRM: ${tooLong.join(', ')}`, {
        title: 'This form could not be sent',
        paragraphs: ['Nothing was sent. Some answers are longer than we can keep:'],
        items: tooLong.map(fieldLabel),
        closing: 'Please go back, shorten them and send the form again.',
        backHref: allowedReturnUrl(request.headers.referer, config.siteUrl) ?? `${origin}/`,
      });
    // Back to the form the visitor came from when it is on the site, else to the home page.
    const backHref = allowedReturnUrl(request.headers.referer, config.siteUrl) ?? `${origin}/`;
    const returnUrl = allowedReturnUrl(fields.returnURL, config.siteUrl);
    if (returnUrl === null)
      return refuse(request, reply, `returnURL must be an absolute URL on ${origin}`, {
        title: 'This form could not be sent',
        paragraphs: [
          'Nothing was sent. The form asked to return you to an address outside our website, so we stopped here.',
          'Please go back and try again, or write to us from the contact page.',
        ],
        backHref,
      });

    const missing = missingFields(fields);
    if (missing.length > 0) {
      const kind = formKind(fields);
      const named = missing.map((name) => {
        const label = fieldLabel(name);
        return label.toLowerCase().includes(name.toLowerCase()) ? name : `${name} (${label})`;
      });
      return refuse(
        request,
        reply,
        `missing required fields${kind ? ` for the ${kind} form` : ''}: ${named.join(', ')}`,
        {
          title: missing.length === 1 ? 'One detail is missing' : 'Some details are missing',
          paragraphs: ['Nothing was sent yet. Please go back to the form and fill in:'],
          items: missing.map(fieldLabel),
          closing:
            'When you go back, your browser normally keeps what you typed, so you only need to add what is missing.',
          backHref,
        },
      );
    }
    // A redelivery of the same lead_id is answered like the first and stored once.
    insertLead(db, 'crm', fields);
    return reply.code(302).header('location', returnUrl).send();
  });
}
