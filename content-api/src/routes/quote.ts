import type { FastifyInstance } from 'fastify';
import { validateQuote } from '../../../lib/forms/quote.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { formFields } from '../leads/form-body.ts';
import { insertLead } from '../leads/store.ts';

const QUOTE_REQUEST_FIELDS = ['fullname', 'email', 'phoneno', 'description', 'pageUrl', 'service_title'] as const;

export function quoteRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/service-form-submit-action', async (request, reply) => {
    const body = formFields(request);
    const fields: Record<string, string> = {};
    for (const name of QUOTE_REQUEST_FIELDS) {
      const value = body[name] ?? '';
      if (typeof value !== 'string') throw badRequest(`bad parameter: ${name} (give it once)`);
      fields[name] = value;
    }
    const errors = validateQuote(fields);
    if (Object.keys(errors).length > 0) return reply.code(422).send({ result: 0, errors });
    insertLead(db, 'quote', fields);
    return { result: 1 };
  });
}
