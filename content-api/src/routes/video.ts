import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sql } from '../db/connection.ts';
import { requiredInteger } from '../http/params.ts';

interface VideoRow {
  page_id: number;
  video_title: string;
  video_url: string;
  video_poster: string;
}

export function videoRoutes(app: FastifyInstance, { db, urls }: AppContext): void {
  app.get('/get-video-data', async (request) => {
    const pageId = requiredInteger(request.query as Record<string, unknown>, 'page_id');
    const rows = sql(
      db,
      'SELECT page_id, video_title, video_url, video_poster FROM videos WHERE page_id = ? ORDER BY sort_order, id',
    ).all(pageId) as VideoRow[];
    return rows.map((row) => ({
      ...row,
      video_url: urls.image(row.video_url),
      video_poster: urls.image(row.video_poster),
    }));
  });
}
