import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';

export default function robots(): MetadataRoute.Robots {
  return {
    // The staff console is private (and noindex on every answer); it stays out of the sitemaps too.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/staff'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
