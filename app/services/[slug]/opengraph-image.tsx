import { cardResponse } from '@/components/og/card-response';
import { getServiceDetail } from '@/lib/api';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';
import { staticParamsOf } from '@/lib/families/server';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;
// Built with the pages, and cached by the tags of the call it reads until the webhook re-renders it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export const generateStaticParams = staticParamsOf('service');

export default async function Card({ params }: { params: Promise<{ slug: string }> }) {
  const service = await getServiceDetail((await params).slug);
  return cardResponse(service ? { kicker: CARD_COPY.service, title: service.title } : CARD_COPY.fixedPages);
}
