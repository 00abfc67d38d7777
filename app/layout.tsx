import '@/styles/globals.scss';
import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { JsonLd } from '@/components/seo/JsonLd';
import { SITE_COPY } from '@/lib/copy/site';
import { organizationJsonLd } from '@/lib/seo/jsonld';
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

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Off in every prerender and public visit: the pages stay static (draftMode() is not a dynamic API).
  const { isEnabled: previewing } = await draftMode();
  return (
    <html lang="en-US" className={sans.variable}>
      <body>
        <a href="#main" className="skip-link">
          {SITE_COPY.skipLink}
        </a>
        <ScrollToTop />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <JsonLd data={organizationJsonLd()} />
        {previewing && <PreviewBar />}
      </body>
    </html>
  );
}
