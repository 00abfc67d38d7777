import { createHash } from 'node:crypto';
import { ABSOLUTE_MS, IDLE_MS, type SessionRecord } from '@/lib/staff/sign-in/sessions';
import { removePasskeyOf, removePerson, staffRecords } from '@/lib/staff/store/records';
import type { StaffKv } from '@/lib/staff/store/kv';
import { storeKinds, testClock } from './stores';

describe.each(storeKinds())('sessions ($kind)', ({ open, stop }) => {
  let kv: StaffKv;
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => {
    kv = await open();
    clock = testClock();
  });
  afterAll(stop);
  const records = () => staffRecords(kv, undefined, clock.now);

  it('ends after 8 hours without a request, and each request restarts that clock', async () => {
    const token = await records().sessions.start('p1', 'phone');
    clock.advance(IDLE_MS - 60_000);
    expect(await records().sessions.check(token)).toMatchObject({ personId: 'p1' });
    clock.advance(IDLE_MS - 60_000);
    expect(await records().sessions.check(token)).not.toBeNull();
    clock.advance(IDLE_MS);
    expect(await records().sessions.check(token)).toBeNull();
  });

  it('ends 7 days after sign-in however busy the person is', async () => {
    const token = await records().sessions.start('p1', 'phone');
    for (let elapsed = 0; elapsed < ABSOLUTE_MS - 60 * 60_000; elapsed += 60 * 60_000) {
      clock.advance(60 * 60_000);
      expect(await records().sessions.check(token), `after ${elapsed / 3_600_000 + 1} h`).not.toBeNull();
    }
    clock.advance(60 * 60_000);
    expect(await records().sessions.check(token)).toBeNull();
  });

  it('signs out one browser, or every one of a person', async () => {
    const [a, b] = [await records().sessions.start('p1', 'phone'), await records().sessions.start('p1', 'phone')];
    const other = await records().sessions.start('p2', 'phone');
    await records().sessions.end(a);
    expect(await records().sessions.check(a)).toBeNull();
    expect(await records().sessions.check(b)).not.toBeNull();
    const c = await records().sessions.start('p1', 'phone');
    expect(await records().sessions.endAllOf('p1')).toBeGreaterThanOrEqual(2);
    expect([await records().sessions.check(b), await records().sessions.check(c)]).toEqual([null, null]);
    expect(await records().sessions.check(other)).not.toBeNull();
  });

  it('ends every session of a removed person at once, with their passkeys', async () => {
    const person = { id: 'p1', name: 'Ana', email: 'ana@example.com', role: 'editor' as const, joinedAt: 0 };
    await records().people.add(person);
    await records().passkeys.add({
      id: 'cred',
      personId: 'p1',
      publicKey: 'pk',
      counter: 0,
      transports: [],
      synced: true,
      createdAt: 0,
      lastUsedAt: null,
    });
    const token = await records().sessions.start('p1', 'cred');
    expect(await removePerson(records(), 'p1')).toMatchObject({ email: 'ana@example.com' });
    expect(await records().sessions.check(token)).toBeNull();
    expect(await records().passkeys.get('cred')).toBeNull();
    expect(await records().people.byEmail('ANA@example.com ')).toBeNull();
  });

  it('ends with the passkey that started it, and so does one that recorded no passkey', async () => {
    const key = { personId: 'p1', publicKey: 'pk', counter: 0, transports: [], synced: true, createdAt: 0 };
    for (const id of ['phone', 'laptop']) await records().passkeys.add({ ...key, id, lastUsedAt: null });
    const [phone, laptop] = [
      await records().sessions.start('p1', 'phone'),
      await records().sessions.start('p1', 'laptop'),
    ];
    const older = await records().sessions.start('p1', 'laptop');
    // A session started before sessions named their passkey: it may be the phone's.
    const stored = `session:${createHash('sha256').update(older).digest('hex')}`;
    const { passkeyId, ...record } = JSON.parse((await kv.get(stored))!) as SessionRecord;
    await kv.set(stored, JSON.stringify(record), 60_000);
    expect(passkeyId).toBe('laptop');

    expect(await removePasskeyOf(records(), 'p1', 'phone')).toEqual({ sessionsEnded: 2 });
    expect([await records().sessions.check(phone), await records().sessions.check(older)]).toEqual([null, null]);
    expect(await records().sessions.check(laptop)).toMatchObject({ passkeyId: 'laptop' });
    expect(await removePasskeyOf(records(), 'p2', 'laptop')).toBeNull();
  });

  it('stores only a hash of the token, and refuses a malformed one without a lookup', async () => {
    const token = await records().sessions.start('p1', 'phone');
    expect(await kv.get(`session:${token}`)).toBeNull();
    expect(await records().sessions.check(`${token}x`)).toBeNull();
    expect(await records().sessions.check('x'.repeat(100_000))).toBeNull();
  });
});
