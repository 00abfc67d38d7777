import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAD_ID_LIMITS, urlencodedBodyLimit } from '@site/shared/form-body';
import { QUOTE_CONTEXT_LIMITS, QUOTE_LIMITS, validateQuote } from '@site/shared/quote-rules';
import type { AppContext } from '../context.ts';
import { requireBearer } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';
import { formFields } from '../leads/form-body.ts';
import { insertLead } from '../leads/store.ts';

const QUOTE_REQUEST_FIELDS = ['fullname', 'email', 'phoneno', 'description', 'pageUrl', 'service_title'] as const;

/** The largest quote the rules accept, every field at its limit in the costliest script; a bigger body is refused unread. */
export const QUOTE_BODY_LIMIT = urlencodedBodyLimit({ ...QUOTE_LIMITS, ...QUOTE_CONTEXT_LIMITS, ...LEAD_ID_LIMITS });

export function quoteRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  // Only the site's server stores quotes (a browser goes through its form, rules and spam checks); the token
  // is checked on arrival, before the body is read.
  const onRequest = async (request: FastifyRequest) =>
    requireBearer(request, config.submitToken, 'quote submissions disabled: set CONTENT_API_SUBMIT_TOKEN');
  app.post('/service-form-submit-action', { bodyLimit: QUOTE_BODY_LIMIT, onRequest }, async (request, reply) => {
    const body = formFields(request);
    const fields: Record<string, string> = {};
    for (const name of QUOTE_REQUEST_FIELDS) {
      const value = body[name] ?? '';
      if (typeof value !== 'string') throw badRequest(`bad parameter: ${name} (give it once)`);
      fields[name] = value;
    }
    for (const [name, limit] of Object.entries(QUOTE_CONTEXT_LIMITS)) {
      if ((fields[name] ?? '').length > limit) throw badRequest(`bad parameter: ${name} (at most ${limit} characters)`);
    }
    const errors = validateQuote(fields);
    if (Object.keys(errors).length > 0) return reply.code(422).send({ result: 0, errors });
    // The site's lead id rides along so that a redelivered quote is stored once.
    const leadId = body.lead_id;
    insertLead(db, 'quote', typeof leadId === 'string' && leadId ? { ...fields, lead_id: leadId } : fields);
    return { result: 1 };
  });
}
