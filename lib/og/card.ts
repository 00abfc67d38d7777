// The social card every page shares as og:image and twitter:image.
import { truncate } from '@/lib/html/text';

export const CARD_SIZE = { width: 1200, height: 630 } as const;
export const CARD_TYPE = 'image/png';

/** The brand colours of styles/_tokens.scss (satori cannot read CSS variables). */
export const CARD_COLOURS = { background: '#14123a', panel: '#1f1c52', primary: '#3b2fc9', accent: '#f5a524' };

/** Three lines of 56 px Inter Bold across 1,040 px hold about 90 characters. */
export const cardTitle = (title: string) => truncate(title, 90);
