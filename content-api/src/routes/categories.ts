import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { CategoryColumns, StoredRow } from '../content/rows.ts';
import { sql } from '../db/connection.ts';
import { requiredText } from '../http/params.ts';
import { mayRead } from '../content/preview.ts';
import { publicWhere, visibleAt, type Publication } from '../content/visibility.ts';
import type { Card, PricingItem, TalentProfile } from '../content/shapes.ts';

type CategoryRow = StoredRow<CategoryColumns> &
  Publication & { category_id: number; parent_category_id: number | null };

const NOT_FOUND = {
  result: 0,
  category_array: [],
  tools_platform_array: [],
  pricing_array: [],
  profile_array: [],
  subcat_array: [],
};
const ORDER = 'ORDER BY sort_order, category_id';

export function categoryRoutes(app: FastifyInstance, { db, urls, config, clock }: AppContext): void {
  app.get('/get-hire-category-list', async () => {
    const rows = sql(
      db,
      `SELECT category_id, parent_category_id, category_slug, category_title FROM categories
      WHERE ${publicWhere()} ${ORDER}`,
    ).all(visibleAt(clock())) as CategoryRow[];
    return {
      category_array: rows
        .filter((row) => row.parent_category_id === null)
        .map((top) => ({
          category_slug: top.category_slug,
          category_title: top.category_title,
          sub_category_array: rows
            .filter((row) => row.parent_category_id === top.category_id)
            .map((sub) => ({ sub_category_slug: sub.category_slug, sub_category_title: sub.category_title })),
        })),
    };
  });

  app.get('/get-hire-category-details', async (request) => {
    const slug = requiredText(request.query as Record<string, unknown>, 'category_slug');
    const row = sql(db, 'SELECT * FROM categories WHERE category_slug = ?').get(slug) as CategoryRow | undefined;
    const now = clock();
    if (!row || !mayRead(request, { db, config }, now, { type: 'category', id: row.category_id, row }))
      return NOT_FOUND;
    const visible = visibleAt(now);
    const parentSlug =
      row.parent_category_id === null
        ? ''
        : ((sql(db, `SELECT category_slug FROM categories WHERE category_id = @id AND ${publicWhere()}`)
            .pluck()
            .get({ ...visible, id: row.parent_category_id }) as string | undefined) ?? '');
    // A top-level category lists its children; a sub-category lists its siblings.
    const listOf = row.parent_category_id ?? row.category_id;
    const subcats = sql(
      db,
      `SELECT category_slug, category_title FROM categories
      WHERE parent_category_id = @parent AND category_id != @id AND ${publicWhere()} ${ORDER}`,
    ).all({ ...visible, parent: listOf, id: row.category_id }) as CategoryRow[];
    return {
      result: 1,
      category_array: [
        {
          category_title: row.category_title,
          category_slug: row.category_slug,
          parent_category_id: row.parent_category_id ?? 0,
          parent_category_slug: parentSlug,
          category_meta_title: row.category_meta_title,
          category_meta_desc: row.category_meta_desc,
          category_banner_bg_img: urls.image(row.category_banner_bg_img),
          category_banner_img: urls.image(row.category_banner_img),
          category_second_img: urls.image(row.category_second_img),
          category_third_img: urls.image(row.category_third_img),
          category_fourth_img: urls.image(row.category_fourth_img),
        },
      ],
      tools_platform_array: (JSON.parse(row.tools_platform_array) as Card[]).map((card) => ({
        cardTitle: card.cardTitle,
        cardContent: urls.html(card.cardContent),
      })),
      pricing_array: (JSON.parse(row.pricing_array) as PricingItem[]).map((item) => ({
        pricing_icon: urls.image(item.pricing_icon),
        pricing_title: item.pricing_title,
        pricing_short_description: item.pricing_short_description,
        pricing_amount: urls.html(item.pricing_amount),
        pricing_rate_unit: item.pricing_rate_unit,
      })),
      profile_array: (JSON.parse(row.profile_array) as TalentProfile[]).map((profile) => ({
        photo: urls.image(profile.photo),
        name: profile.name,
        skill_list: profile.skill_list.map((skill) => ({ title: skill.title })),
        total_yr_exp: profile.total_yr_exp,
        location: profile.location,
      })),
      subcat_array: subcats.map((sub) => ({ subcat_slug: sub.category_slug, subcat_title: sub.category_title })),
    };
  });
}
