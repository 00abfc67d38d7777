import { familyCard } from '@/components/og/family-card';
import { staticParamsOf } from '@/lib/families/server';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;
// Built with the pages, and cached by the tags of the call it reads until the webhook re-renders it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export const generateStaticParams = staticParamsOf('service');

export default familyCard('service');
