import { cardResponse } from '@/components/og/card-response';
import { getBlogDetail } from '@/lib/api';
import { CARD_COPY } from '@/lib/copy/social-cards';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';
import { staticParamsOf } from '@/lib/families/server';

export const size = CARD_SIZE;
export const contentType = CARD_TYPE;
// Built with the pages, and cached by the tags of the call it reads until the webhook re-renders it.
export const dynamic = 'force-static';
export const dynamicParams = true;
export const generateStaticParams = staticParamsOf('blog');

// Reads the post's own tagged call, so an edit that re-renders the page re-renders its card too.
export default async function Card({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getBlogDetail((await params).slug);
  return cardResponse(post ? { kicker: CARD_COPY.blog(post.category), title: post.title } : CARD_COPY.fixedPages);
}
