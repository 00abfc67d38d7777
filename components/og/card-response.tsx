import 'server-only';
import { ImageResponse } from 'next/og';
import { CARD_SIZE } from '@/lib/og/card';
import { cardFonts } from '@/lib/og/fonts';
import { SocialCard } from './SocialCard';

/** The 1200×630 PNG of one card; what every opengraph-image route returns. */
export async function cardResponse(card: { kicker: string; title: string }) {
  return new ImageResponse(<SocialCard {...card} />, { ...CARD_SIZE, fonts: await cardFonts() });
}
