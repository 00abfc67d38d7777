import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import { checkSlug, parseBody } from './body.ts';
import type { EntitySpec, Values } from './entity.ts';
import { enqueue, type HookPayload } from './outbox-store.ts';

function findId(db: Db, entity: EntitySpec, slug: string): number | undefined {
  return db
    .prepare(`SELECT ${entity.idColumn} FROM ${entity.table} WHERE ${entity.slugColumn} = ?`)
    .pluck()
    .get(slug) as number | undefined;
}

function insert(db: Db, entity: EntitySpec, slug: string, values: Values): void {
  const missing = entity.required.filter((name) => !(name in values));
  if (missing.length > 0) throw badRequest(`missing fields for a new ${entity.type}: ${missing.join(', ')}`);
  const defaults = entity.defaults(values);
  const row: Values = { ...defaults, ...values };
  entity.prepare?.(db, row, null, slug);
  const columns = [...Object.keys(row), entity.slugColumn, 'updated_at'];
  db.prepare(
    `INSERT INTO ${entity.table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  ).run({
    ...row,
    [entity.slugColumn]: slug,
    updated_at: new Date().toISOString(),
  });
}

function update(db: Db, entity: EntitySpec, id: number, slug: string, values: Values): void {
  entity.prepare?.(db, values, id, slug);
  const row: Values = { ...values, [entity.slugColumn]: slug, updated_at: new Date().toISOString() };
  const assignments = Object.keys(row).map((column) => `${column} = @${column}`);
  db.prepare(`UPDATE ${entity.table} SET ${assignments.join(', ')} WHERE ${entity.idColumn} = @__id`).run({
    ...row,
    __id: id,
  });
}

/** PUT creates or updates (a body slug renames), DELETE removes; each commits the change and its outbox row together. */
export function writeRoutes(app: FastifyInstance, { db, worker }: AppContext, entities: readonly EntitySpec[]): void {
  for (const entity of entities) {
    app.put<{ Params: { slug: string } }>(`/${entity.plural}/:slug`, async (request, reply) => {
      const slug = request.params.slug;
      const { newSlug, values } = parseBody(entity, request.body);
      const target = newSlug ?? slug;
      const outcome = db.transaction(() => {
        const id = findId(db, entity, slug);
        if (target !== slug && findId(db, entity, target) !== undefined)
          throw new HttpError(409, `slug "${target}" is already taken`);
        if (id === undefined) {
          checkSlug(target);
          insert(db, entity, target, values);
        } else update(db, entity, id, target, values);
        const renamed = id !== undefined && target !== slug;
        const payload: HookPayload = renamed
          ? { type: entity.type, slug: target, previousSlug: slug }
          : { type: entity.type, slug: target };
        const outboxId = enqueue(db, payload);
        return { created: id === undefined, payload, outboxId };
      })();
      worker.kick();
      return reply
        .code(outcome.created ? 201 : 200)
        .send({ ...outcome.payload, created: outcome.created, outbox_id: outcome.outboxId });
    });

    app.delete<{ Params: { slug: string } }>(`/${entity.plural}/:slug`, async (request) => {
      const slug = request.params.slug;
      db.transaction(() => {
        const id = findId(db, entity, slug);
        if (id === undefined) throw new HttpError(404, `no ${entity.type} with slug "${slug}"`);
        entity.beforeDelete?.(db, id, slug);
        db.prepare(`DELETE FROM ${entity.table} WHERE ${entity.idColumn} = ?`).run(id);
        enqueue(db, { type: entity.type, slug });
      })();
      worker.kick();
      return { deleted: slug };
    });
  }
}
