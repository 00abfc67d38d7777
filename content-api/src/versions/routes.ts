import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { EntitySpec } from '../admin/entity.ts';
import { existingId } from '../admin/find-id.ts';
import { HttpError } from '../http/errors.ts';
import { limitParam, listLimit } from '../http/params.ts';
import { parsed } from '../http/query.ts';
import { listVersions, readVersion } from './store.ts';

const VersionsQuery = z.strictObject({ limit: limitParam });

/**
 * A record's history: GET /admin/{plural}/{slug}/versions lists its saves (who, when), newest first, `limit` of them;
 * /versions/{n} answers one with its fields as a PUT takes them, to compare or to restore by saving them again.
 */
export function versionRoutes(app: FastifyInstance, { db }: AppContext, entities: readonly EntitySpec[]): void {
  for (const entity of entities) {
    const idOf = (slug: string) => existingId(db, entity, slug);
    app.get<{ Params: { slug: string } }>(`/${entity.plural}/:slug/versions`, async (request) => {
      const limit = listLimit(parsed(VersionsQuery, request.query, 'parameter'));
      return listVersions(db, entity, idOf(request.params.slug), limit);
    });
    app.get<{ Params: { slug: string; version: string } }>(
      `/${entity.plural}/:slug/versions/:version`,
      async (request) => {
        const { slug, version } = request.params;
        const number = /^\d{1,9}$/.test(version) ? Number(version) : NaN;
        const found = Number.isNaN(number) ? undefined : readVersion(db, entity, idOf(slug), number);
        if (!found) throw new HttpError(404, `no version ${version.slice(0, 12)} of ${entity.noun} "${slug}"`);
        return found;
      },
    );
  }
}
