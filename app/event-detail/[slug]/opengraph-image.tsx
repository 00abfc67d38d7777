import { cardResponse } from '@/components/og/card-response';
import { getEventDetail } from '@/lib/api';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';
import { staticParamsOf } from '@/lib/families/server';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;
// Built with the pages, and cached by the tags of the call it reads until the webhook re-renders it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export const generateStaticParams = staticParamsOf('event');

export default async function Card({ params }: { params: Promise<{ slug: string }> }) {
  const event = await getEventDetail((await params).slug);
  return cardResponse(
    event ? { kicker: CARD_COPY.event(event.date, event.city), title: event.title } : CARD_COPY.fixedPages,
  );
}
