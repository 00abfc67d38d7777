import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { EventColumns, StoredRow } from '../content/rows.ts';
import { sql } from '../db/connection.ts';
import { displayDate } from '../dates.ts';
import { requiredText } from '../http/params.ts';
import { mayRead } from '../content/preview.ts';
import { publicWhere, visibleAt, type Publication } from '../content/visibility.ts';

type EventRow = StoredRow<EventColumns> & Publication & { id: number };

// sort_order lets staff pin an event; otherwise newest first.
export const EVENT_ORDER = 'ORDER BY sort_order, event_date_iso DESC, id DESC';

export function eventRoutes(app: FastifyInstance, { db, urls, config, clock }: AppContext): void {
  app.get('/get-event-list', async () => {
    const rows = sql(
      db,
      `SELECT slug, featured_image, title, venue, event_date_iso FROM events WHERE ${publicWhere()} ${EVENT_ORDER}`,
    ).all(visibleAt(clock())) as EventRow[];
    return rows.map((row) => ({
      slug: row.slug,
      featured_image: urls.image(row.featured_image),
      title: row.title,
      venue: row.venue,
      event_date: displayDate(row.event_date_iso),
    }));
  });

  app.get('/get-event-details', async (request) => {
    const slug = requiredText(request.query as Record<string, unknown>, 'slug');
    const row = sql(db, 'SELECT * FROM events WHERE slug = ?').get(slug) as EventRow | undefined;
    if (!row || !mayRead(request, { db, config }, clock(), { type: 'event', id: row.id, row })) return [];
    const gallery = JSON.parse(row.event_gallery) as string[];
    return [
      {
        title: row.title,
        city: row.city,
        event_date: displayDate(row.event_date_iso),
        venue: row.venue,
        genre: row.genre,
        participation_area: row.participation_area,
        outline: row.outline,
        speakers: row.speakers,
        summary: urls.html(row.summary),
        event_gallery: gallery.map((image) => ({ gallery_image: urls.image(image) })),
      },
    ];
  });
}
