import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import { adminRoutes } from './admin/index.ts';
import { createDeliveryWorker } from './admin/delivery-worker.ts';
import { answerFaults, faultRoutes, type FaultStore } from './admin/faults.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { crmRoutes } from './crm/web-to-lead.ts';
import { deleteDatabase, openDatabase } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { createScheduler } from './schedule/scheduler.ts';
import { frameworkErrors, installErrorHandlers } from './http/errors.ts';
import { createUrls } from './http/urls.ts';
import { variantRoutes } from './images/variant-routes.ts';
import { loggerOptions } from './logger.ts';
import { apiRoutes } from './routes/index.ts';
import { seedIfEmpty } from './seed/index.ts';

export const BODY_LIMIT = 256 * 1024;

export interface ServerOptions {
  /** The instant publication windows and schedules are judged at; tests shift it to reach a moment at once. */
  clock?: () => Date;
}

/** Builds the service without listening: the database is opened and migrated now, seeded on ready. */
export function buildServer(config: Config, { clock = () => new Date() }: ServerOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config),
    // Fastify's own per-request lines are off; the onResponse hook below logs exactly one line per request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 300 },
    // Seeding a fresh database (onReady) renders images and videos: more than the default 10 s on a busy machine.
    pluginTimeout: 120_000,
    frameworkErrors,
  });

  if (config.reset) deleteDatabase(config.dbPath, config.uploadsDir, config.variantsDir);
  const db = openDatabase(config.dbPath);
  migrate(db);
  fs.mkdirSync(config.uploadsDir, { recursive: true });

  const urls = createUrls(config.publicUrl);
  const worker = createDeliveryWorker({
    db,
    url: config.siteRevalidateUrl,
    secret: config.revalidateSecret,
    timing: config.outbox,
    log: app.log,
  });
  const scheduler = createScheduler({ db, worker, clock, log: app.log });
  const context: AppContext = { config, db, urls, worker, scheduler, clock };

  installErrorHandlers(app);
  app.addHook('onResponse', async (request, reply) => {
    const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
    request.log.info(`${request.method} ${url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
  });

  void app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  void app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    maxAge: '365d',
    immutable: true,
    index: false,
    list: false,
    setHeaders: (response) => {
      response.setHeader('X-Content-Type-Options', 'nosniff');
      // SVGs are served as files; this keeps any script inside one from running.
      response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    },
  });

  app.get('/health', async () => ({ ok: true }));
  void app.register(async (variants) => variantRoutes(variants, context));
  // Injected faults exist only with CONTENT_API_FAULTS=1 (the e2e servers); otherwise no route or hook is added.
  const faults: FaultStore | null = config.faults ? new Map() : null;
  void app.register(
    async (api) => {
      if (faults) answerFaults(api, faults);
      apiRoutes(api, context);
    },
    { prefix: '/api/v1' },
  );
  void app.register(
    async (admin) => {
      adminRoutes(admin, context);
      if (faults) faultRoutes(admin, faults);
    },
    { prefix: '/admin' },
  );
  void app.register(async (crm) => {
    // A slow CRM (its answer held after it stored the lead) lets a test crash the site mid-delivery.
    if (faults) answerFaults(crm, faults);
    crmRoutes(crm, context);
  });

  app.addHook('onReady', async () => {
    if (!config.adminToken) app.log.warn('CONTENT_ADMIN_TOKEN is not set: the admin API answers 401');
    await seedIfEmpty(db, config, app.log, clock());
    worker.start();
    scheduler.start();
  });
  app.addHook('onClose', async () => {
    scheduler.stop();
    await worker.stop();
    db.close();
  });
  return app;
}
