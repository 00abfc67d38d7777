import { INVITATION_TTL_MS } from '@/lib/staff/sign-in/invitations';
import { staffRecords } from '@/lib/staff/store/records';
import type { StaffKv } from '@/lib/staff/store/kv';
import { storeKinds, testClock } from './stores';

const SECRET = 'a-staff-secret-that-is-long-enough-0123';

describe.each(storeKinds())('invitations ($kind)', ({ open, stop }) => {
  let kv: StaffKv;
  const clock = testClock();
  beforeEach(async () => {
    kv = await open();
  });
  afterAll(stop);
  const records = () => staffRecords(kv, SECRET, clock.now);

  it('opens its invitation until used, then says it was used (one use, even from two tabs at once)', async () => {
    const { invitation, token } = await records().invitations.create({
      email: 'ana@example.com',
      role: 'admin',
      invitedBy: 'x',
    });
    expect(await records().invitations.check(token)).toEqual({ ok: true, invitation });
    const uses = await Promise.all([records().invitations.use(invitation), records().invitations.use(invitation)]);
    expect(uses.sort()).toEqual([null, 'used']);
    expect(await records().invitations.check(token)).toEqual({ ok: false, reason: 'used' });
    expect(await records().invitations.waiting()).toEqual([]);
  });

  it('expires 24 hours after it was made', async () => {
    const { token } = await records().invitations.create({ email: 'b@example.com', role: 'editor', invitedBy: 'x' });
    clock.advance(INVITATION_TTL_MS - 1);
    expect((await records().invitations.check(token)).ok).toBe(true);
    clock.advance(1);
    expect(await records().invitations.check(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused once withdrawn, tampered with, or checked with another secret', async () => {
    const { invitation, token } = await records().invitations.create({
      email: 'c@example.com',
      role: 'sales',
      invitedBy: 'x',
    });
    expect(await staffRecords(kv, `${SECRET}-other`, clock.now).invitations.check(token)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(await records().invitations.check(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    expect(await records().invitations.withdraw(invitation.id)).toBe(true);
    expect(await records().invitations.check(token)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('cannot be made or opened without a secret', async () => {
    await expect(
      staffRecords(kv, undefined).invitations.create({ email: 'd@example.com', role: 'sales', invitedBy: 'x' }),
    ).rejects.toThrow(/STAFF_SECRET/);
    expect(await staffRecords(kv, undefined).invitations.check('v1.x.y')).toEqual({
      ok: false,
      reason: 'not-configured',
    });
  });
});
