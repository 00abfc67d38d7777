import path from 'node:path';
import type { NextConfig } from 'next';
import { DRAFT_MODE_COOKIE, draftModeHeaders, securityHeaders } from './lib/security/headers';
import { DEVICE_WIDTHS, FIXED_WIDTHS, QUALITIES } from '@site/shared/image-widths';
import { ACTION_BODY_LIMIT_KB } from './lib/forms/body-limit';
import { MEDIA_PREFIX } from './lib/images/media';
import { CARD_REDIRECTS, CARD_REWRITES } from './lib/families/card-routes';
import { PAGE_PATHS } from './lib/pages';
import { site } from './lib/site';

// next-glue/server/main.mjs and the packages it imports, copied into an `output: 'standalone'` build (docs/security.md).
const SERVER_FILES = [
  './next-glue/server/*.mjs',
  // The plain modules the glue shares with the site (process-wide values, the secret length, script hashes, …).
  './lib/**/*.mjs',
  ...['htmlparser2', 'domutils', 'dom-serializer', 'entities'].map((name) => `./node_modules/${name}/**/*`),
  // The compression middleware the server wraps every answer in (compress-responses.mjs), and what it requires.
  ...[
    'compression',
    'bytes',
    'compressible',
    'mime-db',
    'destroy',
    'negotiator',
    'on-headers',
    'safe-buffer',
    'vary',
  ].map((name) => `./node_modules/${name}/**/*`),
  // The SQLite driver is chosen at run time by the Node version (@site/shared/sqlite), so tracing cannot follow it.
  ...['better-sqlite3', 'better-sqlite3-node22', 'bindings', 'file-uri-to-path'].map(
    (name) => `./node_modules/${name}/**/*`,
  ),
  // The social cards' font, read from disk when a card re-renders (lib/og/fonts.ts).
  './node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff',
];

const contentApiOrigin = new URL(site.contentApiUrl).origin;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // End-to-end runs build into their own folder so they never clobber the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The server compresses each answer itself, once, after it has rewritten a page (next-glue/server/compress-responses.mjs):
  // Next's compression would encode the page before that rewrite.
  compress: false,
  outputFileTracingIncludes: { '/*': SERVER_FILES },
  // A self-contained server folder for containers (Dockerfile; docs/deploying.md).
  output: 'standalone',
  // The rules shared with the content API ship as TypeScript sources (packages/shared).
  transpilePackages: ['@site/shared'],
  // Chooses at start: the shared Redis cache with REDIS_URL, else Next's own file cache (next-glue/cache-handler/index.mjs).
  cacheHandler: path.join(process.cwd(), 'next-glue/cache-handler/index.mjs'),
  // Loaded from node_modules at run time: the cache handler and /api/health share one Redis connection,
  // better-sqlite3 (the lead journal; 12 on Node 20, 13 on Node 22+, @site/shared/sqlite) is a native module, and bullmq requires its optional drivers lazily.
  serverExternalPackages: ['redis', 'better-sqlite3', 'better-sqlite3-node22', 'bullmq'],
  // The brand is a build-time constant, inlined so client islands and copy modules can name it (lib/config/public.ts);
  // its slug too, so no bundle carries the slugifier. The content API's origin tells the image loader whose
  // uploads it serves from /media/variants/ (lib/images/media.ts).
  env: { BRAND_NAME: site.brand.name, BRAND_SLUG: site.brand.slug, CONTENT_API_ORIGIN: contentApiOrigin },
  // No `inlineCss`: it put the ~52 kB stylesheet in every page's HTML and twice more in its RSC payload
  // (a post weighed 230 kB), for no measured gain (docs/performance.md); a cached stylesheet serves every page.
  experimental: {
    // Above the longest lead of any form in Chinese (lib/forms/body-limit.ts); Next's 1 MB default let one request
    // carry a megabyte into the rules.
    serverActions: { bodySizeLimit: `${ACTION_BODY_LIMIT_KB}kb` },
    // Route types are referenced from next-env.d.ts (ignored), so building into another NEXT_DIST_DIR never edits tsconfig.json.
    strictRouteTypes: true,
    // Off until vercel/next.js#97244 is fixed: the client guessed /life-at-<brand> (a rewrite) was the root [slug]
    // route it shares a shape with, and prefetched a segment that 404s; off, every link asks the server for its route.
    optimisticRouting: false,
  },
  // The content API serves every resized image (AVIF or WebP by Accept): `next start` resizes nothing (docs/images.md).
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    deviceSizes: [...DEVICE_WIDTHS],
    imageSizes: [...FIXED_WIDTHS],
    qualities: [...QUALITIES],
  },
  // Load more reaches the content API through one GET route (app/api/v1/get-blog-list-updated), not a rewrite:
  // a rewrite forwards every method and every call, the quote submission included.
  async rewrites() {
    return [
      // The life-at page's URL carries the brand, which a folder cannot: app/(site)/life-at serves it. An afterFiles
      // rewrite is checked before dynamic routes, so the root [slug] route never sees this path.
      { source: PAGE_PATHS.lifeAt, destination: '/life-at' },
      // The content API's images, from the page's own origin (docs/images.md); the edge caches them.
      { source: `${MEDIA_PREFIX}/:kind(variants|uploads)/:path*`, destination: `${contentApiOrigin}/:kind/:path*` },
      // Each record's card under its page, drawn by the one card route (lib/families/card-routes.ts).
      ...CARD_REWRITES,
    ];
  },
  // One URL per page: the folder's own path sends visitors and crawlers to the branded one.
  async redirects() {
    return [{ source: '/life-at', destination: PAGE_PATHS.lifeAt, permanent: true }, ...CARD_REDIRECTS];
  },
  // Also read by next-glue/server/main.mjs from the build's routes-manifest.json, which applies them to every response.
  async headers() {
    const policyInput = {
      siteUrl: site.siteUrl,
      contentApiUrl: site.contentApiUrl,
      bookingUrl: site.bookingUrl,
      recaptcha: Boolean(site.recaptcha.siteKey),
      development: process.env.NODE_ENV === 'development',
    };
    return [
      { source: '/:path*', headers: securityHeaders(policyInput) },
      // Later rules win: a draft-mode visit may be framed by the console's preview (lib/security/headers.ts).
      {
        source: '/:path*',
        has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }],
        headers: draftModeHeaders(policyInput),
      },
    ];
  },
};

export default nextConfig;
