import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sql } from '../db/connection.ts';

interface PricingRow {
  category_id: number;
  pricing_icon: string;
  pricing_title: string;
  pricing_short_description: string;
  pricing_amount: string;
  pricing_rate_unit: string;
  pricing_full_description: string;
}

export function pricingRoutes(app: FastifyInstance, { db, urls }: AppContext): void {
  app.get('/get-pricing-list', async () => {
    const categories = sql(
      db,
      'SELECT id, key_id, category_title FROM pricing_categories ORDER BY sort_order, id',
    ).all() as {
      id: number;
      key_id: string;
      category_title: string;
    }[];
    const items = sql(db, 'SELECT * FROM pricing_items ORDER BY sort_order, id').all() as PricingRow[];
    return categories.map((category) => ({
      key_id: category.key_id,
      category_title: category.category_title,
      pricing_data: items
        .filter((item) => item.category_id === category.id)
        .map((item) => ({
          pricing_icon: urls.image(item.pricing_icon),
          pricing_title: item.pricing_title,
          pricing_short_description: item.pricing_short_description,
          pricing_amount: urls.html(item.pricing_amount),
          pricing_rate_unit: item.pricing_rate_unit,
          pricing_full_description: urls.html(item.pricing_full_description),
        })),
    }));
  });
}
