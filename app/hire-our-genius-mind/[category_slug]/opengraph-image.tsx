import { cardResponse } from '@/components/og/card-response';
import { getCategoryDetail } from '@/lib/api';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default async function Card({ params }: { params: Promise<{ category_slug: string }> }) {
  const category = await getCategoryDetail((await params).category_slug);
  return cardResponse(category ? { kicker: CARD_COPY.category, title: category.title } : CARD_COPY.fixedPages);
}
