import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { optionalInteger } from '../http/params.ts';
import { sitePath } from './paths.ts';
import {
  createRedirect,
  deleteRedirect,
  getRedirect,
  listRedirects,
  REDIRECT_STATUSES,
  updateRedirect,
  type RedirectInput,
  type RedirectStatus,
} from './store.ts';

const MAX_LIMIT = 1_000;
const CREATED_BY_MAX = 120;
const FIELDS = new Set(['from', 'to', 'status', 'created_by']);

/** A redirect body: `from` and `to` paths on the site, `status` 301 (default), 302 or 308, `created_by` for the log. */
export function parseRedirectBody(body: unknown, siteUrl: string): RedirectInput {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('expected a JSON object body');
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((name) => !FIELDS.has(name));
  if (unknown.length > 0) throw badRequest(`unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  const from = sitePath(fields.from, 'from', siteUrl);
  const to = sitePath(fields.to, 'to', siteUrl);
  const status = fields.status ?? 301;
  if (!REDIRECT_STATUSES.includes(status as RedirectStatus)) throw badRequest('status: 301, 302 or 308');
  const createdBy = fields.created_by ?? 'admin API';
  if (typeof createdBy !== 'string' || createdBy.length === 0 || createdBy.length > CREATED_BY_MAX)
    throw badRequest(`created_by: text of 1 to ${CREATED_BY_MAX} characters`);
  return { from, to, status: status as RedirectStatus, createdBy };
}

function idOf(raw: string): number {
  if (raw.length > 12 || !/^[1-9]\d*$/.test(raw)) throw new HttpError(404, `no redirect ${raw.slice(0, 12)}`);
  return Number(raw);
}

/** /admin/redirects: list, read, create (POST), replace (PUT) and delete; each change commits, then the hook goes. */
export function redirectAdminRoutes(app: FastifyInstance, { db, worker, config }: AppContext): void {
  app.get('/redirects', async (request) => {
    const limit = optionalInteger(request.query as Record<string, unknown>, 'limit', 100, 1);
    if (limit > MAX_LIMIT) throw badRequest(`bad parameter: limit (at most ${MAX_LIMIT})`);
    return listRedirects(db, limit);
  });

  app.get<{ Params: { id: string } }>('/redirects/:id', async (request) => {
    const redirect = getRedirect(db, idOf(request.params.id));
    if (!redirect) throw new HttpError(404, `no redirect ${request.params.id}`);
    return redirect;
  });

  app.post('/redirects', async (request, reply) => {
    const input = parseRedirectBody(request.body, config.siteUrl);
    const redirect = db.transaction(() => createRedirect(db, input))();
    worker.kick();
    return reply.code(201).send(redirect);
  });

  app.put<{ Params: { id: string } }>('/redirects/:id', async (request) => {
    const id = idOf(request.params.id);
    const input = parseRedirectBody(request.body, config.siteUrl);
    const redirect = db.transaction(() => updateRedirect(db, id, input))();
    worker.kick();
    return redirect;
  });

  app.delete<{ Params: { id: string } }>('/redirects/:id', async (request) => {
    const id = idOf(request.params.id);
    db.transaction(() => deleteRedirect(db, id))();
    worker.kick();
    return { deleted: id };
  });
}
