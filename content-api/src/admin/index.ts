import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireBearer } from '../http/auth.ts';
import { editableEntities } from './entities/index.ts';
import { redirectAdminRoutes } from '../redirects/admin-routes.ts';
import { findRoutes } from './find-routes.ts';
import { inspectRoutes } from './inspect-routes.ts';
import { linkRoutes } from './link-routes.ts';
import { previewLinkRoutes } from './preview-links.ts';
import { recordRoutes } from './record-routes.ts';
import { schemaRoute } from './schema-route.ts';
import { uploadRoutes } from '../uploads/upload-routes.ts';
import { versionRoutes } from '../versions/routes.ts';
import { writeRoutes } from './write-routes.ts';

/** Everything under /admin needs `Authorization: Bearer $CONTENT_ADMIN_TOKEN`, checked before the body is read. */
export function adminRoutes(app: FastifyInstance, context: AppContext): void {
  app.addHook('onRequest', async (request) => requireBearer(request, context.config.adminToken));
  const entities = editableEntities(context.urls);
  writeRoutes(app, context, entities);
  recordRoutes(app, context, entities);
  findRoutes(app, context, entities);
  schemaRoute(app, entities);
  uploadRoutes(app, context);
  versionRoutes(app, context, entities);
  linkRoutes(app, context, entities);
  inspectRoutes(app, context);
  previewLinkRoutes(app, context);
  redirectAdminRoutes(app, context);
}
