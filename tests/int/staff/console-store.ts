// The staff store the console's server actions use in a spec. The spec mocks three modules with it:
//   vi.mock('next/headers', () => import('../support/request-headers'));
//   vi.mock('@/lib/staff/records', async () => (await import('./console-store')).recordsModule);
//   vi.mock('@/lib/staff/store/staff-kv', async () => (await import('./console-store')).staffKvModule);
import { afterAll, beforeEach } from 'vitest';
import { sessionCookie } from '@/lib/staff/sign-in/cookie';
import type { StaffRole } from '@/lib/staff/roles';
import { relyingPartyOf } from '@/lib/staff/sign-in/relying-party';
import type { StaffKv } from '@/lib/staff/store/kv';
import { staffRecords, type StaffRecords } from '@/lib/staff/store/records';
import { site } from '@/lib/site';
import { browserCookie } from '../support/request-headers';

export const STAFF_SECRET = 'a-staff-secret-that-is-long-enough-0123';
export const SESSION = sessionCookie(site.siteUrl).name;
let current: StaffRecords | null = null;

/** Points the actions at `kv` (a fresh store per test); answers its records. */
export function useStore(kv: StaffKv): StaffRecords {
  current = staffRecords(kv, STAFF_SECRET);
  browserCookie(SESSION, null);
  return current;
}

const records = () => {
  if (!current) throw new Error('useStore(kv) first');
  return current;
};
export const recordsModule = {
  staff: async () => records(),
  relyingParty: () => relyingPartyOf(site.siteUrl, 'Test'),
};
export const staffKvModule = { staffKv: async () => records().kv };

/** In a describe: each test on a fresh store of `kind`, the actions pointed at it (`store.records`). */
export function freshStoreEach(kind: { open: () => Promise<StaffKv>; stop: () => Promise<void> }) {
  const store = {} as { records: StaffRecords };
  beforeEach(async () => {
    store.records = useStore(await kind.open());
  });
  afterAll(kind.stop);
  return store;
}

/** An invitation for `email`, as an admin makes one: the token of its link. */
export async function invite(email: string, role: StaffRole = 'editor'): Promise<string> {
  return (await records().invitations.create({ email, role, invitedBy: 'test' })).token;
}
