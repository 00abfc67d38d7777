import '@/styles/globals.scss';
// The public chrome's modules, imported here as the root layout always did, though app/(site)/layout.tsx renders
// them: Turbopack groups a page's scripts and orders its stylesheets by what its layouts import, so every public page
// keeps the scripts and the stylesheet order it had (tests/e2e/public-scripts.e2e.spec.ts). Without them the
// mobile menu lost its styles' order and the error message loaded a stylesheet of its own. Console pages load
// these too, unused: the price of leaving the public pages as they were.
import '@/components/layout/ScrollToTop';
import '@/components/layout/SiteFooter';
import '@/components/layout/SiteHeader';
import '@/components/preview/PreviewBar';
import '@/components/seo/JsonLd';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SITE_COPY } from '@/lib/copy/site';
import { site } from '@/lib/site';
import { sans } from './fonts';

export const metadata: Metadata = {
  metadataBase: new URL(site.siteUrl),
  title: { default: site.brand.name, template: `%s | ${site.brand.name}` },
  description: SITE_COPY.description,
  applicationName: site.brand.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: '#14123a',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document every page shares. What a page shows around its content is its section's layout: the public
 * site's header and footer (app/(site)/layout.tsx), the staff console's own shell (app/staff/); so no console
 * code reaches a public page, and the console never waits on the CMS for a menu.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className={sans.variable}>
      <body>{children}</body>
    </html>
  );
}
