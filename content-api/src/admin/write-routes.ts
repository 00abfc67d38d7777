import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { HttpError, badRequest } from '../http/errors.ts';
import { checkSlug, parseBody } from './body.ts';
import type { EntitySpec, Values } from './entity.ts';
import { pageMoved, pathTaken } from '../redirects/store.ts';
import { enqueue, type HookPayload, type ListType, type RecordType } from './outbox-store.ts';
import { existingId, findId } from './find-id.ts';
import { pagePaths } from './page-paths.ts';
import { currentVersion, dropVersions, keepVersion, readVersion } from '../versions/store.ts';
import { saveHeaders } from '../versions/save-headers.ts';

/** Splits off the nested lists that live in child tables; they are written once the record has its id. */
function splitChildren(entity: EntitySpec, values: Values): { row: Values; nested: [string, unknown][] } {
  const row: Values = { ...values };
  const nested: [string, unknown][] = [];
  for (const name of Object.keys(entity.children ?? {})) {
    if (!(name in row)) continue;
    nested.push([name, row[name]]);
    delete row[name];
  }
  return { row, nested };
}

function writeChildren(db: Db, entity: EntitySpec, id: number, nested: [string, unknown][]): void {
  for (const [name, items] of nested) entity.children?.[name]?.write(db, id, items);
}

function insert(db: Db, entity: EntitySpec, slug: string, values: Values): void {
  const missing = entity.required.filter((name) => !(name in values));
  if (missing.length > 0) throw badRequest(`missing fields for a new ${entity.noun}: ${missing.join(', ')}`);
  const { row: given, nested } = splitChildren(entity, values);
  const row: Values = { ...entity.defaults(given), ...given };
  entity.prepare?.(db, row, null, slug);
  const columns = [...Object.keys(row), entity.slugColumn, 'updated_at'];
  const result = db
    .prepare(`INSERT INTO ${entity.table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
    .run({ ...row, [entity.slugColumn]: slug, updated_at: new Date().toISOString() });
  writeChildren(db, entity, Number(result.lastInsertRowid), nested);
}

function update(db: Db, entity: EntitySpec, id: number, slug: string, values: Values): void {
  const { row: given, nested } = splitChildren(entity, values);
  entity.prepare?.(db, given, id, slug);
  const row: Values = { ...given, [entity.slugColumn]: slug, updated_at: new Date().toISOString() };
  const assignments = Object.keys(row).map((column) => `${column} = @${column}`);
  db.prepare(`UPDATE ${entity.table} SET ${assignments.join(', ')} WHERE ${entity.idColumn} = @__id`).run({
    ...row,
    __id: id,
  });
  writeChildren(db, entity, id, nested);
}

/** What the hook announces: a record type names its slug (and the previous one), a list type only itself. */
function payloadFor(entity: EntitySpec, slug: string, previousSlug?: string): HookPayload {
  if (!entity.announcesSlug) return { type: entity.type as ListType };
  const type = entity.type as RecordType;
  return previousSlug === undefined ? { type, slug } : { type, slug, previousSlug };
}

/**
 * The record's pages now live under `slug`: a redirect from them goes, and on a rename each old path answers a 301
 * to its new one. Its `redirects` hooks are queued before the record's, so the record's re-render finds them.
 */
function movePages(db: Db, entity: EntitySpec, previousSlug: string | undefined, slug: string): void {
  const now = pagePaths(entity, slug);
  const before = previousSlug === undefined ? [] : pagePaths(entity, previousSlug);
  for (const [index, path] of now.entries()) {
    const old = before[index];
    if (old === undefined) pathTaken(db, path);
    else pageMoved(db, old, path, `slug change of ${entity.noun} ${previousSlug}`);
  }
}

/** PUT creates or updates (a body slug renames), DELETE removes; each commits the change and its outbox row together. */
export function writeRoutes(
  app: FastifyInstance,
  { db, worker, scheduler, clock }: AppContext,
  entities: readonly EntitySpec[],
): void {
  for (const entity of entities) {
    /** A save that started from an older version than the record's newest: 409 with the newest, so both can be shown. */
    const refuseStaleSave = (id: number, baseVersion: number | 'none') => {
      if (baseVersion === 'none') throw new HttpError(409, `a ${entity.noun} with this slug already exists`);
      const current = currentVersion(db, entity, id);
      if (current === baseVersion) return;
      throw new HttpError(409, `this ${entity.noun} was saved by someone else since version ${baseVersion}`, {
        current: readVersion(db, entity, id, current) ?? { version: current },
      });
    };

    app.put<{ Params: { slug: string } }>(`/${entity.plural}/:slug`, async (request, reply) => {
      const slug = request.params.slug;
      const { baseVersion, savedBy } = saveHeaders(request.headers);
      const { newSlug, values } = parseBody(entity, request.body);
      const target = newSlug ?? slug;
      const outcome = db.transaction(() => {
        const id = findId(db, entity, slug);
        if (id !== undefined && baseVersion !== undefined) refuseStaleSave(id, baseVersion);
        if (target !== slug && findId(db, entity, target) !== undefined)
          throw new HttpError(409, `slug "${target}" is already taken`);
        if (id === undefined) {
          checkSlug(target);
          insert(db, entity, target, values);
        } else update(db, entity, id, target, values);
        const renamed = id !== undefined && target !== slug;
        movePages(db, entity, renamed ? slug : undefined, target);
        const record = renamed ? { slug: target, previousSlug: slug } : { slug: target };
        const outboxId = enqueue(db, payloadFor(entity, record.slug, record.previousSlug));
        const version = keepVersion(db, entity, id ?? findId(db, entity, target)!, target, savedBy, clock());
        return { created: id === undefined, record, outboxId, version };
      })();
      worker.kick();
      // The write may have set, moved or cleared a scheduled moment (publish_at, unpublish_at, a date).
      scheduler.rearm();
      return reply.code(outcome.created ? 201 : 200).send({
        type: entity.type,
        ...outcome.record,
        created: outcome.created,
        outbox_id: outcome.outboxId,
        version: outcome.version,
      });
    });

    app.delete<{ Params: { slug: string } }>(`/${entity.plural}/:slug`, async (request) => {
      const slug = request.params.slug;
      db.transaction(() => {
        const id = existingId(db, entity, slug);
        entity.beforeDelete?.(db, id, slug);
        db.prepare(`DELETE FROM ${entity.table} WHERE ${entity.idColumn} = ?`).run(id);
        dropVersions(db, entity, id);
        enqueue(db, payloadFor(entity, slug));
      })();
      worker.kick();
      scheduler.rearm();
      return { deleted: slug };
    });
  }
}
