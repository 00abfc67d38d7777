import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { limitParam, listLimit } from '../http/params.ts';
import { parsed } from '../http/query.ts';
import type { EntitySpec } from './entity.ts';
import { findRecords } from './find-records.ts';

const FIND_WORDS_MAX = 100;

const FindQuery = z.strictObject({
  q: z
    .string({ error: 'give it once' })
    .max(FIND_WORDS_MAX, `at most ${FIND_WORDS_MAX} characters`)
    .transform((words) => words.trim())
    .optional(),
  limit: limitParam,
});

/**
 * GET /admin/{plural}: every record of a type by its slug and title, for the console's finder; `q` keeps those whose
 * title or slug holds it, `limit` bounds the list (100 unless given, at most 1,000).
 */
export function findRoutes(app: FastifyInstance, { db }: AppContext, entities: readonly EntitySpec[]): void {
  for (const entity of entities)
    app.get(`/${entity.plural}`, async (request) => {
      const query = parsed(FindQuery, request.query, 'parameter');
      return findRecords(db, entity, query.q ?? '', listLimit(query));
    });
}
