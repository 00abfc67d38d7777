import { signToken, verifyToken, MAX_TOKEN_LENGTH } from '@/lib/staff/sign-in/signed-token';

const SECRET = 'a-staff-secret-that-is-long-enough-0123';
const NOW = Date.UTC(2026, 10, 26, 9);

describe('signed tokens', () => {
  const token = signToken(SECRET, 'staff-invitation', { id: 'inv-1' }, NOW + 60_000);

  it('opens for its purpose, with its claims, until it expires', () => {
    expect(verifyToken(SECRET, 'staff-invitation', token, NOW)).toEqual({
      ok: true,
      claims: { id: 'inv-1', purpose: 'staff-invitation', exp: NOW + 60_000 },
    });
    expect(verifyToken(SECRET, 'staff-invitation', token, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused when any character is changed, in the claims or the signature', () => {
    const [version, body, signature] = token.split('.') as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const at of [0, 5, body.length - 1])
      expect(verifyToken(SECRET, 'staff-invitation', `${version}.${flip(body, at)}.${signature}`, NOW).ok).toBe(false);
    expect(verifyToken(SECRET, 'staff-invitation', `${version}.${body}.${flip(signature, 3)}`, NOW)).toEqual({
      ok: false,
      reason: 'tampered',
    });
    // Claims rewritten to a later expiry, signature kept.
    const longer = Buffer.from(JSON.stringify({ id: 'inv-1', purpose: 'staff-invitation', exp: NOW + 1e12 })).toString(
      'base64url',
    );
    expect(verifyToken(SECRET, 'staff-invitation', `v1.${longer}.${signature}`, NOW)).toEqual({
      ok: false,
      reason: 'tampered',
    });
  });

  it('is refused for another purpose, and says so', () => {
    const preview = signToken(SECRET, 'preview-link', { id: 'inv-1' }, NOW + 60_000);
    expect(verifyToken(SECRET, 'staff-invitation', preview, NOW)).toEqual({ ok: false, reason: 'wrong-purpose' });
    expect(verifyToken(SECRET, 'preview-link', token, NOW)).toEqual({ ok: false, reason: 'wrong-purpose' });
  });

  it('is refused with another secret', () => {
    expect(verifyToken(`${SECRET}x`, 'staff-invitation', token, NOW)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses what is not a token before any pattern runs on it', () => {
    for (const given of ['', 'v1..', token.slice(0, 30), `v2${token.slice(2)}`, `${token}.`, 'v1.a b.c'])
      expect(verifyToken(SECRET, 'staff-invitation', given, NOW)).toEqual({ ok: false, reason: 'malformed' });
    const huge = `v1.${'A'.repeat(MAX_TOKEN_LENGTH * 1000)}.${'A'.repeat(43)}`;
    const started = process.cpuUsage();
    expect(verifyToken(SECRET, 'staff-invitation', huge, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(process.cpuUsage(started).user).toBeLessThan(50_000);
  });
});
