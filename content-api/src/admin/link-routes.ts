import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { EntitySpec } from './entity.ts';
import { existingId } from './find-id.ts';
import { linksTo } from './links.ts';

/** GET /admin/{plural}/{slug}/links: what links to the record or hangs under it, named before anyone deletes it. */
export function linkRoutes(app: FastifyInstance, { db }: AppContext, entities: readonly EntitySpec[]): void {
  for (const entity of entities)
    app.get<{ Params: { slug: string } }>(`/${entity.plural}/:slug/links`, async (request) => {
      const { slug } = request.params;
      return linksTo(db, entities, entity, existingId(db, entity, slug), slug);
    });
}
