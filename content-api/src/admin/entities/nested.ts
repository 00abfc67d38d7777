import { z } from 'zod';
import type { FieldTypes } from '../fields.ts';

/** Schemas of the nested lists services and categories carry (contract field names). */
export function nestedSchemas(t: FieldTypes) {
  const card = z.strictObject({ cardTitle: t.text(), cardContent: t.html(20_000) });
  return {
    cards: t.list(card),
    includes: t.list(z.strictObject({ tabHead: t.text(), TabContent: t.html(50_000) })),
    caseStudies: t.list(
      z.strictObject({
        photo_icon: t.image,
        project_title: t.text(),
        project_description: t.text(5_000),
        implementation_time: t.text(120),
        benefits_list: z.array(z.strictObject({ benefit_desc: t.text(1_000) })).max(20),
      }),
    ),
    pricing: t.list(
      z.strictObject({
        pricing_icon: t.image,
        pricing_title: t.text(),
        pricing_short_description: t.text(1_000),
        pricing_amount: t.html(1_000),
        pricing_rate_unit: t.text(120),
      }),
    ),
    profiles: t.list(
      z.strictObject({
        photo: t.image,
        name: t.text(),
        skill_list: z.array(z.strictObject({ title: t.text(120) })).max(30),
        total_yr_exp: z.union([t.text(20), z.number().min(0).max(80).transform(String)]),
        location: t.text(),
      }),
    ),
  };
}
