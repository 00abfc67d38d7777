import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { listLimit, rowId } from '../http/params.ts';
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

/** /admin/redirects: list, read, create (POST), replace (PUT) and delete; each change commits, then the hook goes. */
export function redirectAdminRoutes(app: FastifyInstance, { db, worker, config }: AppContext): void {
  app.get('/redirects', async (request) => listRedirects(db, listLimit(request.query as Record<string, unknown>)));

  app.get<{ Params: { id: string } }>('/redirects/:id', async (request) => {
    const redirect = getRedirect(db, rowId(request.params.id, 'redirect'));
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
    const id = rowId(request.params.id, 'redirect');
    const input = parseRedirectBody(request.body, config.siteUrl);
    const redirect = db.transaction(() => updateRedirect(db, id, input))();
    worker.kick();
    return redirect;
  });

  app.delete<{ Params: { id: string } }>('/redirects/:id', async (request) => {
    const id = rowId(request.params.id, 'redirect');
    db.transaction(() => deleteRedirect(db, id))();
    worker.kick();
    return { deleted: id };
  });
}
