import type { Metadata } from 'next';
import Link from 'next/link';
import { AuditFilter } from '@/components/staff/shell/AuditFilter';
import { AuditTable } from '@/components/staff/shell/AuditTable';
import { readAudit } from '@/lib/staff/audit/audit';
import { staff } from '@/lib/staff/records';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.audit.title };

const PAGE_SIZE = 100;
type Props = { searchParams: Promise<{ person?: string | string[]; before?: string | string[] }> };
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Every console action, newest first, for admins; kept a year and never edited. */
export default async function AuditPage({ searchParams }: Props) {
  await requireScreen(SCREENS.audit);
  const query = await searchParams;
  const person = typeof query.person === 'string' && ID.test(query.person) ? query.person : null;
  const before = typeof query.before === 'string' && /^\d{1,15}$/.test(query.before) ? Number(query.before) : undefined;
  const records = await readAudit({ personId: person ?? undefined, before, limit: PAGE_SIZE });
  const older = records.length === PAGE_SIZE ? records[records.length - 1]?.at : undefined;
  const people = await (await staff()).people.list();
  return (
    <>
      <h1>{SCREENS.audit.title}</h1>
      <p>Who did what in the console, and what came of it: newest first, kept for a year, never changed.</p>
      <AuditFilter people={people} selected={person} />
      {records.length ? (
        <AuditTable records={records} />
      ) : (
        <p>Nothing recorded{person ? ' for this person' : ''} yet.</p>
      )}
      {older !== undefined && (
        <p>
          <Link href={`/staff/audit?${new URLSearchParams({ ...(person ? { person } : {}), before: String(older) })}`}>
            Older actions
          </Link>
        </p>
      )}
    </>
  );
}
