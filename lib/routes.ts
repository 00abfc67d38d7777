import type { MetadataRoute } from 'next';

type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

/** The site's fixed pages, for the sitemap; each issue that adds a page adds it here. */
export const STATIC_ROUTES: readonly { path: string; changeFrequency: ChangeFrequency; priority: number }[] = [
  { path: '/', changeFrequency: 'weekly', priority: 1 },
  { path: '/blog', changeFrequency: 'daily', priority: 0.8 },
  { path: '/events', changeFrequency: 'weekly', priority: 0.6 },
];
