// @vitest-environment node
// A new passkey cannot take over a credential id someone here already has: attestation "none" signs nothing over the
// id, so a joiner's device can report any id; the store registers each id once, and the join says so in words.
import { STAFF_COPY } from '@/lib/copy/staff';
import type { Passkey } from '@/lib/staff/sign-in/passkeys';
import { join, newDevice, signIn } from './console-actions';
import { freshStoreEach, invite } from './console-store';
import { storeKinds } from './stores';

vi.mock('next/headers', () => import('../support/request-headers'));
vi.mock('@/lib/staff/records', async () => (await import('./console-store')).recordsModule);
vi.mock('@/lib/staff/store/staff-kv', async () => (await import('./console-store')).staffKvModule);

describe.each(storeKinds())('a passkey already registered ($kind)', (kind) => {
  const store = freshStoreEach(kind);

  async function anaJoins() {
    const phone = newDevice();
    expect(await join(await invite('ana@example.com'), phone, 'Ana')).toMatchObject({ to: '/staff' });
    return {
      phone,
      ana: (await store.records.people.byEmail('ana@example.com'))!,
      passkey: await store.records.kv.get(`passkey:${phone.credentialId}`),
    };
  }

  it('is refused to a new person whose device reports its id: the owner keeps it and still signs in', async () => {
    const { phone, ana, passkey } = await anaJoins();
    const mallorys = await invite('mallory@example.com', 'admin');

    const takeover = await join(mallorys, newDevice(), 'Mallory', { claimId: phone.credentialId });
    expect(takeover).toEqual({ refused: STAFF_COPY.invitation.passkeyTaken });
    expect(await store.records.kv.get(`passkey:${phone.credentialId}`)).toBe(passkey);
    expect((await store.records.passkeys.of(ana.id)).map((key) => key.id)).toEqual([phone.credentialId]);
    expect(await store.records.people.byEmail('mallory@example.com')).toBeNull();
    expect(await signIn(phone)).toMatchObject({ to: '/staff' });
    // Nothing was spent: the invitation still opens, and a passkey of her own joins her.
    expect((await store.records.invitations.check(mallorys)).ok).toBe(true);
    expect(await join(mallorys, newDevice(), 'Mallory')).toMatchObject({ to: '/staff' });
  });

  it('is refused when an invitation adds a passkey to someone already here', async () => {
    const { phone, ana } = await anaJoins();
    const bobsPhone = newDevice();
    await join(await invite('bob@example.com'), bobsPhone, 'Bob');
    const bob = (await store.records.people.byEmail('bob@example.com'))!;

    const newLaptop = await join(await invite('bob@example.com'), newDevice(), 'Bob', {
      claimId: phone.credentialId,
    });
    expect(newLaptop).toEqual({ refused: STAFF_COPY.invitation.passkeyTaken });
    expect((await store.records.passkeys.get(phone.credentialId))?.personId).toBe(ana.id);
    expect((await store.records.passkeys.of(bob.id)).map((key) => key.id)).toEqual([bobsPhone.credentialId]);
  });

  it('is registered once by the store, however many add it at the same moment', async () => {
    const key = (personId: string): Passkey => ({
      id: 'the-same-credential-id',
      personId,
      publicKey: `key-of-${personId}`,
      counter: 0,
      transports: [],
      synced: false,
      createdAt: 0,
      lastUsedAt: null,
    });
    const added = await Promise.all(['p1', 'p2', 'p3', 'p4'].map((person) => store.records.passkeys.add(key(person))));
    expect(added.filter(Boolean)).toHaveLength(1);
    const winner = `p${added.indexOf(true) + 1}`;
    expect(await store.records.passkeys.get('the-same-credential-id')).toEqual(key(winner));
    for (const person of ['p1', 'p2', 'p3', 'p4'])
      expect((await store.records.passkeys.of(person)).length).toBe(person === winner ? 1 : 0);
  });
});
