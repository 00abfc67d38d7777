// Fault injection for the site's resilience tests: a call (optionally for one slug) answers garbage
// with a 200. It exists only when CONTENT_API_FAULTS=1 (set by the e2e servers), never in production.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';

/** What a faulty call answers instead of its contract: each must fail the site's validation. */
const GARBAGE = {
  html: { type: 'text/html; charset=utf-8', body: '<!doctype html><title>502</title><h1>Bad gateway</h1>' },
  null: { type: 'application/json; charset=utf-8', body: 'null' },
  'wrong-types': { type: 'application/json; charset=utf-8', body: '{"response":"yes","result":"yes","blog":"none"}' },
  'missing-arrays': { type: 'application/json; charset=utf-8', body: '{}' },
} as const;
type Garbage = keyof typeof GARBAGE;

export interface Fault {
  call: string;
  /** Only this record's answers; every answer of the call when absent. */
  slug?: string;
  answer: Garbage;
}

export type FaultStore = Map<string, Fault>;

const keyOf = (call: string, slug = '') => `${call}?${slug}`;

function parseFault(body: unknown): Fault {
  const { call, slug, answer } = (body ?? {}) as Record<string, unknown>;
  if (typeof call !== 'string' || !/^[a-z-]+$/.test(call)) throw badRequest('call: the /api/v1 call name');
  if (slug !== undefined && typeof slug !== 'string') throw badRequest('slug: a string when given');
  if (typeof answer !== 'string' || !(answer in GARBAGE)) {
    throw badRequest(`answer: one of ${Object.keys(GARBAGE).join(', ')}`);
  }
  return { call, slug, answer: answer as Garbage };
}

/** `PUT /admin/faults` adds one, `GET` lists them, `DELETE` clears them all (behind the admin token). */
export function faultRoutes(app: FastifyInstance, faults: FaultStore): void {
  app.put('/faults', async (request) => {
    const fault = parseFault(request.body);
    faults.set(keyOf(fault.call, fault.slug), fault);
    return { faults: [...faults.values()] };
  });
  app.get('/faults', async () => ({ faults: [...faults.values()] }));
  app.delete('/faults', async () => {
    faults.clear();
    return { faults: [] };
  });
}

/** An `/api/v1` hook that answers a matching request with its garbage before the route runs. */
export function answerFaults(app: FastifyInstance, faults: FaultStore): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!faults.size) return;
    const url = new URL(request.url, 'http://content-api');
    const call = url.pathname.split('/').pop() ?? '';
    const fault = faults.get(keyOf(call, url.searchParams.get('slug') ?? '')) ?? faults.get(keyOf(call));
    if (!fault) return;
    const garbage = GARBAGE[fault.answer];
    return reply.code(200).type(garbage.type).send(garbage.body);
  });
}
