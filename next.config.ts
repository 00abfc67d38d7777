import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security/headers';
import { isPrivateHost, remoteImagePatterns } from './lib/security/remote-images';
import { routes } from './lib/routes';
import { site } from './lib/site';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // End-to-end runs build into their own folder so they never clobber the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The brand is a build-time constant, inlined so client islands and copy modules can name it (lib/config/public.ts);
  // its slug too, so no bundle carries the slugifier.
  env: { BRAND_NAME: site.brand.name, BRAND_SLUG: site.brand.slug },
  // No `inlineCss`: it put the ~52 kB stylesheet in every page's HTML and twice more in its RSC payload
  // (a post weighed 230 kB), for no measured gain (README, Performance); a cached stylesheet serves every page.
  experimental: {
    // Route types are referenced from next-env.d.ts (ignored), so building into another NEXT_DIST_DIR never edits tsconfig.json.
    strictRouteTypes: true,
  },
  images: {
    remotePatterns: remoteImagePatterns(site.contentApiUrl),
    dangerouslyAllowLocalIP: isPrivateHost(site.contentApiUrl),
    formats: ['image/avif', 'image/webp'],
    qualities: [70, 75],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  // Client islands (Load more) call the content API through the site's own origin: no CORS, one host to configure.
  async rewrites() {
    return [
      { source: '/api/v1/:path*', destination: `${site.contentApiUrl}/api/v1/:path*` },
      // The life-at page's URL carries the brand, which a folder cannot: app/life-at serves it. An afterFiles
      // rewrite is checked before dynamic routes, so the root [slug] route never sees this path.
      { source: routes.lifeAt, destination: '/life-at' },
    ];
  },
  // One URL per page: the folder's own path sends visitors and crawlers to the branded one.
  async redirects() {
    return [{ source: '/life-at', destination: routes.lifeAt, permanent: true }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: securityHeaders({
          siteUrl: site.siteUrl,
          contentApiUrl: site.contentApiUrl,
          crmWebToLeadUrl: site.crmWebToLeadUrl,
          bookingUrl: site.bookingUrl,
          development: process.env.NODE_ENV === 'development',
        }),
      },
    ];
  },
};

export default nextConfig;
