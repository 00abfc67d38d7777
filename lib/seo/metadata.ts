import type { Metadata } from 'next';
import { CARD_SIZE, CARD_TYPE } from '@/lib/og/card';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';

/** A feed announced with `<link rel="alternate">` (RSS, Atom). */
export interface FeedLink {
  type: 'application/rss+xml' | 'application/atom+xml';
  path: string;
  title: string;
}

export interface PageSeo {
  title: string;
  description: string;
  /** The route path, e.g. `/blog`; the canonical is `SITE_URL + path`. */
  path: string;
  /** The path of the page's own social card (`routes.card(path)`); the fixed pages' card when absent. */
  card?: string;
  /** Article pages add OpenGraph article tags. */
  article?: { publishedTime: string; section?: string };
  /** A title used as is, without the brand suffix (the home page). */
  absoluteTitle?: boolean;
  /** Keeps the page out of search results (its links are still followed): steps of a flow, sign-in. */
  noindex?: boolean;
  /** Feeds the page announces for autodiscovery. */
  feeds?: readonly FeedLink[];
}

/** What the fixed pages' card (app/opengraph-image.tsx) shows, for its alt text. */
const FIXED_PAGES_CARD_ALT = `${site.brand.name}: pre-vetted remote talent`;

/** Next prints the root canonical without a trailing slash, so the home URL is the bare origin everywhere. */
export function absoluteUrl(path: string): string {
  return path === '/' ? site.siteUrl : `${site.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Next's `alternates.types`: one list of links per media type. */
function feedAlternates(feeds: readonly FeedLink[]) {
  const types: Record<string, { url: string; title: string }[]> = {};
  for (const feed of feeds) (types[feed.type] ??= []).push({ url: absoluteUrl(feed.path), title: feed.title });
  return types;
}

/** The one metadata builder every route uses: title, description, canonical, alternates, OpenGraph, Twitter. */
export function buildMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(seo.path);
  // One PNG at the large-card shape for OpenGraph and Twitter alike, sized so no consumer has to fetch it first.
  const image = {
    url: absoluteUrl(seo.card ?? routes.card(routes.home)),
    ...CARD_SIZE,
    type: CARD_TYPE,
    alt: seo.card ? seo.title : FIXED_PAGES_CARD_ALT,
  };
  const fullTitle = seo.absoluteTitle ? seo.title : `${seo.title} | ${site.brand.name}`;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical: url,
      languages: { 'x-default': url, 'en-US': url },
      ...(seo.feeds?.length ? { types: feedAlternates(seo.feeds) } : {}),
    },
    openGraph: {
      title: fullTitle,
      description: seo.description,
      url,
      siteName: site.brand.name,
      locale: 'en_US',
      images: [image],
      ...(seo.article
        ? { type: 'article', publishedTime: seo.article.publishedTime, section: seo.article.section }
        : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: seo.description,
      images: [image],
    },
  };
}
