import { cardResponse } from '@/components/og/card-response';
import { getServiceDetail } from '@/lib/api';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

export default async function Card({ params }: { params: Promise<{ slug: string }> }) {
  const service = await getServiceDetail((await params).slug);
  return cardResponse(service ? { kicker: CARD_COPY.service, title: service.title } : CARD_COPY.fixedPages);
}
