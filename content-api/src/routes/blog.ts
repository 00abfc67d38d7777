import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { BlogColumns } from '../content/rows.ts';
import { sql, type Db } from '../db/connection.ts';
import { displayDate } from '../dates.ts';
import { optionalInteger, requiredText } from '../http/params.ts';
import { mayRead } from '../content/preview.ts';
import { publicWhere, visibleAt, type Publication } from '../content/visibility.ts';

export const BLOG_PAGE_SIZE = 9;

type BlogCardRow = Pick<
  BlogColumns,
  'blog_image' | 'blog_img_alt' | 'blog_date_for_schema' | 'blog_title' | 'blog_short_desc' | 'blog_slug'
>;
type BlogRow = BlogColumns & Publication & { id: number };

const CARD_COLUMNS = 'blog_image, blog_img_alt, blog_date_for_schema, blog_title, blog_short_desc, blog_slug';
// Newest first; id breaks ties so paging and neighbours stay stable.
const LIST_ORDER = 'ORDER BY blog_date_for_schema DESC, id DESC';

export function blogRoutes(app: FastifyInstance, { db, urls, config, clock }: AppContext): void {
  const card = (row: BlogCardRow) => ({
    blog_image: urls.image(row.blog_image),
    blog_img_alt: row.blog_img_alt,
    blog_date: displayDate(row.blog_date_for_schema),
    blog_title: row.blog_title,
    blog_short_desc: row.blog_short_desc,
    blog_slug: row.blog_slug,
  });

  app.get('/get-popular-blog-list', async () => {
    const rows = sql(
      db,
      `SELECT ${CARD_COLUMNS} FROM blogs WHERE popular = 1 AND ${publicWhere()}
      ORDER BY popular_rank IS NULL, popular_rank, blog_date_for_schema DESC, id DESC`,
    ).all(visibleAt(clock())) as BlogCardRow[];
    return rows.map(card);
  });

  app.get('/get-blog-list-updated', async (request) => {
    const page = optionalInteger(request.query as Record<string, unknown>, 'page', 1, 1);
    const offset = (page - 1) * BLOG_PAGE_SIZE;
    // One extra row tells whether another page exists without a COUNT over the whole table.
    const rows = Number.isSafeInteger(offset)
      ? (sql(
          db,
          `SELECT ${CARD_COLUMNS} FROM blogs WHERE ${publicWhere()} ${LIST_ORDER} LIMIT @limit OFFSET @offset`,
        ).all({ ...visibleAt(clock()), limit: BLOG_PAGE_SIZE + 1, offset }) as BlogCardRow[])
      : [];
    return {
      blogs: rows.slice(0, BLOG_PAGE_SIZE).map(card),
      nextpage: page + 1,
      hasMore: rows.length > BLOG_PAGE_SIZE,
    };
  });

  app.get('/get-blog-details', async (request) => {
    const slug = requiredText(request.query as Record<string, unknown>, 'slug');
    const row = sql(db, 'SELECT * FROM blogs WHERE blog_slug = ?').get(slug) as BlogRow | undefined;
    const now = clock();
    if (!row || !mayRead(request, { db, config }, now, { type: 'blog', id: row.id, row }))
      return { response: 0, blog: [] };
    const { older, newer } = neighbours(db, row, now);
    return {
      response: 1,
      blog: [
        {
          meta_title: row.meta_title,
          meta_description: row.meta_description,
          blog_date_for_schema: row.blog_date_for_schema,
          blog_image: urls.image(row.blog_image),
          blog_title: row.blog_title,
          blog_date: displayDate(row.blog_date_for_schema),
          blog_category: row.blog_category,
          blog_description: urls.html(row.blog_description),
          prev_blog_slug: older,
          next_blog_slug: newer,
        },
      ],
    };
  });
}

/** prev is the older public neighbour (next in list order), next the newer one; null at the ends. */
function neighbours(db: Db, row: BlogRow, now: Date): { older: string | null; newer: string | null } {
  // Row values let SQLite walk the (date, id) index instead of scanning.
  const at = { ...visibleAt(now), date: row.blog_date_for_schema, id: row.id };
  const older = sql(
    db,
    `SELECT blog_slug FROM blogs WHERE (blog_date_for_schema, id) < (@date, @id) AND ${publicWhere()} ${LIST_ORDER} LIMIT 1`,
  )
    .pluck()
    .get(at) as string | undefined;
  const newer = sql(
    db,
    `SELECT blog_slug FROM blogs WHERE (blog_date_for_schema, id) > (@date, @id) AND ${publicWhere()}
    ORDER BY blog_date_for_schema, id LIMIT 1`,
  )
    .pluck()
    .get(at) as string | undefined;
  return { older: older ?? null, newer: newer ?? null };
}
