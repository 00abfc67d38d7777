import { htmlToText, truncate } from '@/lib/html/text';

/** What a detail page's metadata needs; every detail view carries one, complete. */
export interface SeoView {
  title: string;
  description: string;
  image: { src: string; alt: string } | null;
}

/** Search snippets are cut near this length. */
const DESCRIPTION_MAX = 155;

interface SeoSource {
  metaTitle: string | null | undefined;
  metaDescription: string | null | undefined;
  /** Used when the CMS left the meta title empty. */
  title: string;
  /** Candidates for an empty meta description, best first; HTML is reduced to text. */
  fallbackDescriptions: readonly (string | null | undefined)[];
  image?: { src: string; alt: string } | null;
}

/** The one rule for missing meta fields: the record's own title, then its text, then a generated line. */
export function seoFrom(source: SeoSource): SeoView {
  const candidates = [source.metaDescription, ...source.fallbackDescriptions];
  const description = candidates.map((value) => htmlToText(value ?? '')).find(Boolean) ?? source.title;
  return {
    title: source.metaTitle?.trim() || source.title,
    description: truncate(description, DESCRIPTION_MAX),
    image: source.image ?? null,
  };
}
