import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sql, type Db } from '../db/connection.ts';
import { badRequest } from '../http/errors.ts';
import { requiredInteger, requiredText } from '../http/params.ts';
import { PREVIEW_RECORDS } from '../content/preview.ts';
import { publicWhere, visibleAt } from '../content/visibility.ts';

/** The sitemap protocol's limit of URLs per file. */
export const MAX_SITEMAP_SIZE = 50_000;

// The record types whose sitemap file lists every slug at once (posts are paged by id, openings have none).
const RECORDS = {
  event: PREVIEW_RECORDS.event,
  service: PREVIEW_RECORDS.service,
  category: PREVIEW_RECORDS.category,
};

function recordType(query: Record<string, unknown>): keyof typeof RECORDS {
  const type = requiredText(query, 'type');
  if (!Object.hasOwn(RECORDS, type))
    throw badRequest(`bad parameter: type (one of ${Object.keys(RECORDS).join(', ')})`);
  return type as keyof typeof RECORDS;
}

/** Pages are id ranges, not offsets: a post keeps its page for life, so an edit or a delete moves no other post. */
const pageCount = (db: Db, size: number) =>
  Math.ceil(((sql(db, 'SELECT max(id) FROM blogs').pluck().get() as number | null) ?? 0) / size);

export function sitemapRoutes(app: FastifyInstance, { db, clock }: AppContext): void {
  app.get('/get-blog-sitemap', async (request) => {
    const query = request.query as Record<string, unknown>;
    const size = sitemapSize(query);
    const page = requiredInteger(query, 'page', 1);
    const blogs = sql(
      db,
      `SELECT blog_slug, updated_at FROM blogs WHERE id > @from AND id <= @to AND ${publicWhere()} ORDER BY id`,
    ).all({ ...visibleAt(clock()), from: (page - 1) * size, to: page * size });
    return { pages: pageCount(db, size), blogs };
  });

  app.get('/get-blog-sitemap-pages', async (request) => {
    const query = request.query as Record<string, unknown>;
    const size = sitemapSize(query);
    const slug = optionalText(query, 'slug');
    const id =
      slug === undefined
        ? undefined
        : sql(db, `SELECT id FROM blogs WHERE blog_slug = @slug AND ${publicWhere()}`)
            .pluck()
            .get({ ...visibleAt(clock()), slug });
    return { pages: pageCount(db, size), page: typeof id === 'number' ? Math.ceil(id / size) : null };
  });

  app.get('/get-sitemap-records', async (request) => {
    const { table, slug, id } = RECORDS[recordType(request.query as Record<string, unknown>)];
    return sql(db, `SELECT ${slug} AS slug, updated_at FROM ${table} WHERE ${publicWhere()} ORDER BY ${id}`).all(
      visibleAt(clock()),
    );
  });
}

function sitemapSize(query: Record<string, unknown>): number {
  const size = requiredInteger(query, 'size', 1);
  if (size > MAX_SITEMAP_SIZE) throw badRequest(`bad parameter: size (at most ${MAX_SITEMAP_SIZE})`);
  return size;
}

function optionalText(query: Record<string, unknown>, name: string): string | undefined {
  return query[name] === undefined ? undefined : requiredText(query, name);
}
