import { cardResponse } from '@/components/og/card-response';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;

/** The fixed pages' card: every page without its own points its og:image here (lib/seo/metadata.ts). */
export default function Card() {
  return cardResponse(CARD_COPY.fixedPages);
}
