// Fault injection for the site's resilience tests: a call (optionally for one slug) answers garbage
// with a 200 or is unavailable (503), or answers late (`slow`: read now, sent `delayMs` later, as a render that read old data just
// before an edit would receive it). It exists only when CONTENT_API_FAULTS=1 (the e2e servers), never in production.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';

/** What a faulty call answers instead of its contract: each must fail the site's validation. */
const GARBAGE = {
  html: {
    status: 200,
    type: 'text/html; charset=utf-8',
    body: '<!doctype html><title>502</title><h1>Bad gateway</h1>',
  },
  null: { status: 200, type: 'application/json; charset=utf-8', body: 'null' },
  'wrong-types': {
    status: 200,
    type: 'application/json; charset=utf-8',
    body: '{"response":"yes","result":"yes","blog":"none"}',
  },
  'missing-arrays': { status: 200, type: 'application/json; charset=utf-8', body: '{}' },
  // An outage of one call (the CRM's, say) while every other keeps answering.
  unavailable: { status: 503, type: 'text/plain; charset=utf-8', body: 'Service unavailable' },
} as const;
type Garbage = keyof typeof GARBAGE;

/** The longest delay a `slow` fault takes, under the site's content API timeout. */
const MAX_DELAY_MS = 5_000;

export interface Fault {
  call: string;
  /** Only this record's answers; every answer of the call when absent. */
  slug?: string;
  answer: Garbage | 'slow';
  /** With `slow`: how long the answer is held after it was read. */
  delayMs?: number;
  /** With `slow`: hold only the nth matching answer from now (1 is the next), then the fault is gone; every one when absent. */
  nth?: number;
}

export type FaultStore = Map<string, Fault>;

const keyOf = (call: string, slug = '') => `${call}?${slug}`;

function parseFault(body: unknown): Fault {
  const { call, slug, answer, delayMs, nth } = (body ?? {}) as Record<string, unknown>;
  if (typeof call !== 'string' || !/^[a-z-]+$/.test(call)) throw badRequest('call: the /api/v1 call name');
  if (slug !== undefined && typeof slug !== 'string') throw badRequest('slug: a string when given');
  if (answer === 'slow') {
    if (!Number.isInteger(delayMs) || (delayMs as number) < 1 || (delayMs as number) > MAX_DELAY_MS)
      throw badRequest(`delayMs: whole milliseconds from 1 to ${MAX_DELAY_MS}`);
    if (nth !== undefined && (!Number.isInteger(nth) || (nth as number) < 1 || (nth as number) > 100))
      throw badRequest('nth: a whole number from 1 to 100 when given');
    return { call, slug, answer, delayMs: delayMs as number, ...(nth !== undefined && { nth: nth as number }) };
  }
  if (typeof answer !== 'string' || !(answer in GARBAGE)) {
    throw badRequest(`answer: slow, or one of ${Object.keys(GARBAGE).join(', ')}`);
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

function faultFor(faults: FaultStore, request: FastifyRequest): Fault | undefined {
  if (!faults.size) return undefined;
  const url = new URL(request.url, 'http://content-api');
  const call = url.pathname.split('/').pop() ?? '';
  return faults.get(keyOf(call, url.searchParams.get('slug') ?? '')) ?? faults.get(keyOf(call));
}

/** Whether a `slow` fault holds this matching answer, counting it towards its `nth` (and removing it there). */
function holds(faults: FaultStore, fault: Fault): boolean {
  if (fault.nth === undefined) return true;
  const key = keyOf(fault.call, fault.slug);
  if (fault.nth > 1) {
    faults.set(key, { ...fault, nth: fault.nth - 1 });
    return false;
  }
  faults.delete(key);
  return true;
}

/** `/api/v1` and CRM hooks: garbage answers a matching request before the route runs; `slow` holds the route's answer. */
export function answerFaults(app: FastifyInstance, faults: FaultStore): void {
  const heldFor = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const fault = faultFor(faults, request);
    if (fault?.answer === 'slow' && holds(faults, fault)) heldFor.set(request, fault.delayMs ?? 0);
    if (!fault || fault.answer === 'slow') return;
    const garbage = GARBAGE[fault.answer];
    return reply.code(garbage.status).type(garbage.type).send(garbage.body);
  });
  app.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const delayMs = heldFor.get(request);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return payload;
  });
}
