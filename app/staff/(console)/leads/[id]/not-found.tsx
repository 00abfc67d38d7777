import type { Metadata } from 'next';
import Link from 'next/link';
import { STAFF_COPY } from '@/lib/copy/staff';

export const metadata: Metadata = { title: STAFF_COPY.leadNotFound.title };

/** A lead that is gone (erased, past its retention) or never was: said inside the console, with the way back. */
export default function LeadNotFound() {
  return (
    <>
      <h1>{STAFF_COPY.leadNotFound.title}</h1>
      <p>{STAFF_COPY.leadNotFound.lead}</p>
      <p>
        <Link href="/staff/leads">{STAFF_COPY.leadNotFound.back}</Link>
      </p>
    </>
  );
}
