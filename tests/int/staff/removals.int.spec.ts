// @vitest-environment node
// What an admin removes stops working at once: a person's waiting invitations go with them, and a lost device's
// passkey takes the sessions it started with it (the person's other devices stay signed in).
import { STAFF_COPY } from '@/lib/copy/staff';
import { removePasskey, removeSomeone } from '@/lib/staff/people/actions';
import { formOf } from '../support/form-data';
import { redirectOf } from '../support/redirect-of';
import { actAs, join, newDevice, sessionOf, signIn } from './console-actions';
import { freshStoreEach, invite } from './console-store';
import { storeKinds } from './stores';

vi.mock('next/headers', () => import('../support/request-headers'));
vi.mock('@/lib/staff/records', async () => (await import('./console-store')).recordsModule);
vi.mock('@/lib/staff/store/staff-kv', async () => (await import('./console-store')).staffKvModule);

describe.each(storeKinds())('removals ($kind)', (kind) => {
  const store = freshStoreEach(kind);
  const adminSession = async () => sessionOf(await join(await invite('ana@example.com', 'admin'), newDevice(), 'Ana'));

  it('removing a person withdraws every invitation waiting for them; others’ stay', async () => {
    const ana = await adminSession();
    const [first, second] = [await invite('bob@example.com', 'editor'), await invite('Bob@Example.com', 'sales')];
    const carols = await invite('carol@example.com', 'sales');
    expect(await join(first, newDevice(), 'Bob')).toMatchObject({ to: '/staff' });
    const bob = (await store.records.people.byEmail('bob@example.com'))!;

    actAs(ana);
    expect(await redirectOf(removeSomeone(formOf({ person: bob.id })))).toBe('/staff/people?done=removed');
    const { title, help } = STAFF_COPY.invitation.refusals.unknown;
    expect(await join(second, newDevice(), 'Bob')).toEqual({ refused: `${title} ${help}` });
    expect(await store.records.people.byEmail('bob@example.com')).toBeNull();
    expect((await store.records.invitations.waiting()).map((invitation) => invitation.email)).toEqual([
      'carol@example.com',
    ]);
    expect((await store.records.invitations.check(carols)).ok).toBe(true);
  });

  it('removing a lost device’s passkey ends the sessions it started, and only those', async () => {
    const [phone, laptop] = [newDevice(), newDevice()];
    const onPhone = sessionOf(await join(await invite('ana@example.com', 'admin'), phone, 'Ana'));
    const onLaptop = sessionOf(await join(await invite('ana@example.com', 'admin'), laptop, 'Ana'));
    const againOnPhone = sessionOf(await signIn(phone));
    const ana = (await store.records.people.byEmail('ana@example.com'))!;
    expect(await store.records.passkeys.of(ana.id)).toHaveLength(2);

    actAs(onLaptop);
    const removal = removePasskey(formOf({ person: ana.id, passkey: phone.credentialId }));
    expect(await redirectOf(removal)).toBe('/staff/people?done=passkey-removed');
    expect(await store.records.sessions.check(onPhone!)).toBeNull();
    expect(await store.records.sessions.check(againOnPhone!)).toBeNull();
    expect(await store.records.sessions.check(onLaptop!)).toMatchObject({ personId: ana.id });
    expect(await signIn(phone)).toEqual({ refused: STAFF_COPY.signIn.unknownPasskey });
    expect(await signIn(laptop)).toMatchObject({ to: '/staff' });
  });

  it('a sign-in noting its passkey as that passkey is removed does not bring it back', async () => {
    const phone = newDevice();
    await join(await invite('ana@example.com', 'editor'), phone, 'Ana');
    const passkey = (await store.records.passkeys.get(phone.credentialId))!;
    await store.records.passkeys.remove(passkey.personId, passkey.id);
    expect(await store.records.passkeys.used(passkey, passkey.counter + 1, Date.now())).toBe(false);
    expect(await store.records.passkeys.get(phone.credentialId)).toBeNull();
  });
});
