import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sql } from '../db/connection.ts';

export function testimonialRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/get-testimonial-list', async () =>
    sql(
      db,
      'SELECT ratings, testimonial_content, full_name, designation FROM testimonials ORDER BY sort_order, id',
    ).all(),
  );
}
