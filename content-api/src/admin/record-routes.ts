import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PREVIEW_TYPES, type PreviewType } from '@site/shared/preview-token';
import type { AppContext } from '../context.ts';
import { PREVIEW_RECORDS } from '../content/preview.ts';
import { listRecords, recordSummary, RECORD_STATES } from '../content/records.ts';
import { HttpError } from '../http/errors.ts';
import { limitParam, listLimit } from '../http/params.ts';
import { parsed } from '../http/query.ts';
import type { EntitySpec } from './entity.ts';
import { currentVersion, snapshotOf } from '../versions/store.ts';
import { existingId } from './find-id.ts';

/** A comma-separated list of known values (`state=draft,scheduled`), each at most once. */
const knownValues = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string({ error: 'give it once, its values joined by commas' })
    .max(100)
    .transform((list) => [...new Set(list.split(','))])
    .pipe(z.array(z.enum(values, { message: `expected ${values.join(', ')}` })));

const RecordsQuery = z.strictObject({
  type: knownValues(PREVIEW_TYPES).optional(),
  state: knownValues(RECORD_STATES).optional(),
  changes_before: z
    .string()
    .max(40)
    .pipe(z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time such as 2026-12-01T09:00:00Z' }))
    .transform((value) => new Date(value).toISOString())
    .optional(),
  limit: limitParam,
});

/** The record type an entity's table holds, for the five with a publication state; undefined for the lists. */
const recordTypeOf = (entity: EntitySpec): PreviewType | undefined =>
  PREVIEW_TYPES.find((type) => PREVIEW_RECORDS[type].table === entity.table);

/**
 * Reads for staff: GET /admin/records lists records by type and state with their times; GET /admin/{plural}/{slug}
 * reads one back, its fields as a PUT takes them, its version and, for the five types with a publication state, its
 * state and times.
 */
export function recordRoutes(app: FastifyInstance, { db, clock }: AppContext, entities: readonly EntitySpec[]): void {
  app.get('/records', async (request) => {
    const query = parsed(RecordsQuery, request.query, 'parameter');
    const filter = { types: query.type, states: query.state, changesBefore: query.changes_before };
    return listRecords(db, clock(), filter, listLimit(query));
  });

  for (const entity of entities) {
    const type = recordTypeOf(entity);
    app.get<{ Params: { slug: string } }>(`/${entity.plural}/:slug`, async (request) => {
      const { slug } = request.params;
      // A list record (a testimonial, a team member) has no publication state: its slug, version and fields.
      if (type === undefined) {
        const id = existingId(db, entity, slug);
        return { slug, version: currentVersion(db, entity, id), fields: snapshotOf(db, entity, id) };
      }
      const summary = recordSummary(db, clock(), type, slug);
      if (!summary) throw new HttpError(404, `no ${entity.noun} with slug "${slug}"`);
      // The version an editor starts from: its save carries it back (X-Base-Version).
      const version = currentVersion(db, entity, summary.id);
      return { ...summary, version, fields: snapshotOf(db, entity, summary.id) };
    });
  }
}
