import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { STAFF_COPY } from '@/lib/copy/staff';

// Every console answer is made per request for the person asking: never prerendered, never cached by Next.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: STAFF_COPY.consoleName, template: STAFF_COPY.titleTemplate },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return children;
}
