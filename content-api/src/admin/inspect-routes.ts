import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { optionalInteger } from '../http/params.ts';
import { listLeads } from '../leads/store.ts';
import { listOutbox } from './outbox-store.ts';

const MAX_LIMIT = 1_000;

function limitOf(query: Record<string, unknown>): number {
  const limit = optionalInteger(query, 'limit', 100, 1);
  if (limit > MAX_LIMIT) throw badRequest(`bad parameter: limit (at most ${MAX_LIMIT})`);
  return limit;
}

export function inspectRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/outbox', async (request) => {
    const query = request.query as Record<string, unknown>;
    const status = query.status;
    if (status !== undefined && status !== 'pending' && status !== 'delivered')
      throw badRequest('bad parameter: status (pending or delivered)');
    return listOutbox(db, status ?? null, limitOf(query));
  });

  app.get('/leads', async (request) => listLeads(db, limitOf(request.query as Record<string, unknown>)));
}
