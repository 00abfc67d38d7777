'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { recordPageView } from '@/lib/leads/touch-store';

/**
 * Records each page view of the tab after it has painted, client-side navigations too (docs/leads.md, "Where each
 * lead came from"). Only the first view has a referrer: later ones come from the site itself.
 */
export function TouchRecorder() {
  const pathname = usePathname();
  const search = useSearchParams();
  const firstView = useRef(true);
  useEffect(() => {
    recordPageView(window.location.href, firstView.current ? document.referrer : '');
    firstView.current = false;
  }, [pathname, search]);
  return null;
}
