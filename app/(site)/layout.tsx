import { draftMode } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { TouchRecorder } from '@/components/attribution/TouchRecorder';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { VitalsReporter } from '@/components/vitals/VitalsReporter';
import { JsonLd } from '@/components/seo/JsonLd';
import { SITE_COPY } from '@/lib/copy/site';
import { site } from '@/lib/site';
import { organizationJsonLd } from '@/lib/seo/jsonld';

/**
 * The public site around every public page: header, menus, footer, the organisation's JSON-LD, the preview bar, and
 * the recorder of where the visitor came from, and the Web Vitals reporter.
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  // Off in every prerender and public visit: the pages stay static (draftMode() is not a dynamic API).
  const { isEnabled: previewing } = await draftMode();
  return (
    <>
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
      {/* Reads the query, so rendered in the browser only: the page around it stays prerendered. */}
      <Suspense fallback={null}>
        <TouchRecorder />
      </Suspense>
      {/* The sample rate is read when the page is rendered: the page stays static. */}
      <VitalsReporter sampleRate={site.vitals.sampleRate} />
    </>
  );
}
