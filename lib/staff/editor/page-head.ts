// What a page's head tells a search engine and a social network, read from the page the preview loaded: the site's
// own metadata, not a second guess at it.

export interface PageHead {
  title: string;
  description: string;
  /** The canonical address, as a search result shows it. */
  url: string;
  /** The social card's image: a path on this site when it is one (the console loads nothing from elsewhere). */
  image: string | null;
  imageAlt: string;
}

/** Where search engines cut a title and a description (Google: about 600 px, some 60 and 160 characters). */
export const SEARCH_CUT = { title: 60, description: 160 } as const;

const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content')?.trim() ?? '';

/** The image as this site serves it, or null when it is elsewhere or no address. */
function onThisSite(image: string, canonical: string): string | null {
  try {
    const url = new URL(image, canonical || undefined);
    return !canonical || url.origin === new URL(canonical).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function readPageHead(doc: Document): PageHead {
  const url = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  const image = content(doc, 'meta[property="og:image"]');
  return {
    title: doc.title.trim(),
    description: content(doc, 'meta[name="description"]'),
    url,
    image: image ? onThisSite(image, url) : null,
    imageAlt: content(doc, 'meta[property="og:image:alt"]'),
  };
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** "52 characters" or "72 characters: search results cut it after about 60"; an emoji or an accent is one. */
export function lengthNote(text: string, cut: number): string {
  const length = [...graphemes.segment(text)].length;
  if (length === 0) return 'Empty: search engines make up their own.';
  return length > cut ? `${length} characters: search results cut it after about ${cut}.` : `${length} characters.`;
}
