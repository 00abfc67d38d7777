import type { FastifyInstance } from 'fastify';
import { describeEntity } from './describe.ts';
import type { EntitySpec } from './entity.ts';

/** GET /admin/schema: every editable type and the fields its writes accept, for the console's editor to draw. */
export function schemaRoute(app: FastifyInstance, entities: readonly EntitySpec[]): void {
  // Built once: the definitions do not change while the process runs.
  const answer = { types: entities.map(describeEntity) };
  app.get('/schema', async () => answer);
}
