import * as z from 'zod/mini';

/** Image fields hold absolute URLs served by the content API. */
export const imageUrl = z.string().check(z.minLength(1));
export const text = z.string();
export const nullableText = z.nullable(z.string());

/** Title/content cards used by services and categories (`cardTitle`, `cardContent`). */
export const cardWire = z.object({ cardTitle: text, cardContent: text });
export const toCard = (card: z.output<typeof cardWire>) => ({ title: card.cardTitle, html: card.cardContent });

export const pricingItemWire = z.object({
  pricing_icon: imageUrl,
  pricing_title: text,
  pricing_short_description: text,
  pricing_amount: text,
  pricing_rate_unit: text,
});
export const toPricingItem = (item: z.output<typeof pricingItemWire>) => ({
  icon: item.pricing_icon,
  title: item.pricing_title,
  summary: item.pricing_short_description,
  amountHtml: item.pricing_amount,
  rateUnit: item.pricing_rate_unit,
});
