import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { listLimit } from '../http/params.ts';
import { eraseQuotes, parseEraseBody } from '../leads/erase.ts';
import { listLeads } from '../leads/store.ts';
import { listOutbox } from './outbox-store.ts';

export function inspectRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/outbox', async (request) => {
    const query = request.query as Record<string, unknown>;
    const status = query.status;
    if (status !== undefined && status !== 'pending' && status !== 'delivered')
      throw badRequest('bad parameter: status (pending or delivered)');
    return listOutbox(db, status ?? null, listLimit(query));
  });

  app.get('/leads', async (request) => listLeads(db, listLimit(request.query as Record<string, unknown>)));

  // The site's "Erase a person": its quotes here (the CRM stand-in's leads stand for the CRM's own copy, kept).
  app.post('/leads/erase', async (request) => ({ erased: eraseQuotes(db, parseEraseBody(request.body)) }));
}
