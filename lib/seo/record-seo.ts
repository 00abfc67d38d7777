import { SEO_FALLBACKS } from '@/lib/copy/seo-fallbacks';
import type { SeoSource } from '@/lib/api/schemas/seo-source';
import { htmlToText, truncate } from '@/lib/html/text';

/** What a detail page's metadata needs; every detail view carries one, complete. */
export interface SeoView {
  title: string;
  description: string;
  image: { src: string; alt: string } | null;
}

/** Search snippets are cut near this length. */
const DESCRIPTION_MAX = 155;

/** The one rule for missing meta fields: the record's own title, then its text, then a generated line. */
function seoFrom(source: SeoSource): SeoView {
  const candidates = [source.metaDescription, ...source.fallbackDescriptions];
  const description = candidates.map((value) => htmlToText(value ?? '')).find(Boolean) ?? source.title;
  return {
    title: source.metaTitle?.trim() || source.title,
    description: truncate(description, DESCRIPTION_MAX),
    image: source.image ?? null,
  };
}

/** The generated lines for records whose CMS meta fields are empty, applied here, where metadata is built. */
export const eventSeo = (event: { seo: SeoSource; title: string; city: string; date: string }) =>
  seoFrom({
    ...event.seo,
    fallbackDescriptions: [
      ...event.seo.fallbackDescriptions,
      SEO_FALLBACKS.eventDescription(event.title, event.city, event.date),
    ],
  });

export const serviceSeo = (service: { seo: SeoSource; title: string }) =>
  seoFrom({
    ...service.seo,
    fallbackDescriptions: [...service.seo.fallbackDescriptions, SEO_FALLBACKS.serviceDescription(service.title)],
  });

export const categorySeo = (category: { seo: SeoSource; title: string }) =>
  seoFrom({
    ...category.seo,
    title: SEO_FALLBACKS.categoryTitle(category.title),
    fallbackDescriptions: [...category.seo.fallbackDescriptions, SEO_FALLBACKS.categoryDescription(category.title)],
  });

export const postSeo = (post: { seo: SeoSource }) => seoFrom(post.seo);
