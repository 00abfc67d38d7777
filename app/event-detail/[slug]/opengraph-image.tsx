import { cardResponse } from '@/components/og/card-response';
import { getEventDetail } from '@/lib/api';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default async function Card({ params }: { params: Promise<{ slug: string }> }) {
  const event = await getEventDetail((await params).slug);
  return cardResponse(
    event ? { kicker: CARD_COPY.event(event.date, event.city), title: event.title } : CARD_COPY.fixedPages,
  );
}
