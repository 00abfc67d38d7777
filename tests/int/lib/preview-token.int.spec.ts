import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { previewPath, samePath } from '@/lib/preview/paths';
import {
  newPreviewKey,
  PREVIEW_TOKEN_MAX,
  PREVIEW_TYPES,
  signPreviewToken,
  verifyPreviewToken,
  type PreviewGrant,
} from '@site/shared/preview-token';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-24T12:00:00Z');
const GRANT: PreviewGrant = {
  linkId: 12,
  linkKey: 'Kx7_-q2Lm9PzR4tVb8WcYd',
  type: 'blog',
  slug: 'a-draft-post',
  expiresAt: new Date('2026-12-01T12:00:00Z'),
};
const token = signPreviewToken(GRANT, SECRET);

describe('preview tokens', () => {
  it('a p3 token signed with the secret verifies and names its link (by id and key), its page and its expiry', () => {
    expect(token).toMatch(/^p3\.12\.Kx7_-q2Lm9PzR4tVb8WcYd\.blog\.a-draft-post\.\d+\.[\w-]{43}$/);
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: true, grant: GRANT });
    const longest = { ...GRANT, slug: 'a'.repeat(200), linkId: 1e14, type: 'category' as const };
    expect(signPreviewToken(longest, SECRET).length).toBeLessThan(PREVIEW_TOKEN_MAX);
  });

  it('each new key is 128 random bits in the shape a token carries', () => {
    const keys = Array.from({ length: 100 }, newPreviewKey);
    expect(new Set(keys).size).toBe(100);
    for (const linkKey of keys)
      expect(verifyPreviewToken(signPreviewToken({ ...GRANT, linkKey }, SECRET), SECRET, NOW).ok).toBe(true);
  });

  it('p1 (a slug only) and p2 (row ids a new database gives again) tokens, even signed, are refused as not valid', () => {
    const expiry = GRANT.expiresAt.getTime() / 1000;
    for (const body of [`p1.blog.a-draft-post.${expiry}`, `p2.12.blog.a-draft-post.345.${expiry}`]) {
      const retired = `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
      expect(verifyPreviewToken(retired, SECRET, NOW), body).toEqual({ ok: false, reason: 'signature' });
    }
  });

  it('another secret (a rotated one) refuses every token it did not sign', () => {
    expect(verifyPreviewToken(token, `${SECRET}-rotated`, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('a token is refused from its expiry on, and says it expired', () => {
    expect(verifyPreviewToken(token, SECRET, new Date('2026-12-01T11:59:59Z')).ok).toBe(true);
    expect(verifyPreviewToken(token, SECRET, GRANT.expiresAt)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('changing the link, its key, the type, the slug, the expiry or the signature breaks it', () => {
    const parts = token.split('.');
    /** The token with part `index` (0 is the version) replaced. */
    const swapped = (index: number, value: string) => parts.map((part, i) => (i === index ? value : part));
    const signature = parts[6]!;
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const tampered = [
      swapped(1, '13'),
      swapped(2, 'Kx7_-q2Lm9PzR4tVb8WcYe'),
      swapped(3, 'event'),
      swapped(4, 'another-post'),
      swapped(5, String(Number(parts[5]) + 86_400)),
      swapped(6, flipped),
    ];
    for (const changed of tampered)
      expect(verifyPreviewToken(changed.join('.'), SECRET, NOW), changed.join('.')).toEqual({
        ok: false,
        reason: 'signature',
      });
  });

  it('anything not shaped like a token is malformed, checked by length before any pattern', () => {
    const cases = [
      '',
      'abc',
      `${token}.x`,
      token.replace('p3.', 'p4.'),
      token.replace('blog', 'page'),
      token.replace('.12.', '.012.'),
      token.replace('.Kx7_-q2Lm9PzR4tVb8WcYd.', '.Kx7_-q2Lm9PzR4tVb8WcY.'),
      token.replace('.Kx7_-q2Lm9PzR4tVb8WcYd.', '.Kx7_-q2Lm9PzR4tVb8WcY=.'),
      'x'.repeat(10_000),
    ];
    for (const value of cases)
      expect(verifyPreviewToken(value, SECRET, NOW), value.slice(0, 40)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewToken(`${token}${'='.repeat(PREVIEW_TOKEN_MAX)}`, SECRET, NOW).ok).toBe(false);
  });

  it('refuses to sign a slug that is not one, an id that is not a row id, or no key', () => {
    expect(() => signPreviewToken({ ...GRANT, slug: '../admin' }, SECRET)).toThrow(/cannot sign/);
    expect(() => signPreviewToken({ ...GRANT, linkKey: '' }, SECRET)).toThrow(/cannot sign/);
    expect(() => signPreviewToken({ ...GRANT, linkId: 1.5 }, SECRET)).toThrow(/cannot sign/);
  });
});

describe('previewPath', () => {
  it('builds each type’s own page from the route table', () => {
    expect(PREVIEW_TYPES.map((type) => previewPath(type, 'x'))).toEqual([
      '/blog-details/x',
      '/event-detail/x',
      '/services/x',
      '/hire-our-genius-mind/x',
      '/current-openings',
    ]);
  });
});

describe('samePath (where exiting a preview may go)', () => {
  it('keeps a path on this site, query included', () => {
    expect(samePath('/blog-details/a-post')).toBe('/blog-details/a-post');
    expect(samePath('/blog?page=2')).toBe('/blog?page=2');
  });

  it('sends anything else home: other origins, protocol-relative and backslash tricks, schemes, overlong', () => {
    const outside = [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\evil.example',
      'javascript:alert(1)',
      '/a b',
      '/a\tb',
      `/${'a'.repeat(500)}`,
      '',
      null,
      undefined,
    ];
    for (const path of outside) expect(samePath(path), String(path)).toBe('/');
  });

  it('sends a path with a control character home, raw or encoded: C0, DEL and C1', () => {
    for (const path of ['/\u0000x', '/%00x', '/\u007f/x', '/%7F/x', '/\u0085x', '/%C2%85x', '/a%0D%0ASet-Cookie:x=1'])
      expect(samePath(path), JSON.stringify(path)).toBe('/');
  });

  it('sends encoded separators and escapes that do not decode home', () => {
    for (const path of ['/%2F%2Fevil.example', '/%5Cevil.example', '/a%2fb', '/%E0%A4%A', '/100%', '/%ZZ', '/\ud800'])
      expect(samePath(path), JSON.stringify(path)).toBe('/');
  });

  it('percent-encodes, as UTF-8, what a Location cannot carry as it is, and keeps escapes as they came', () => {
    expect(samePath('/café')).toBe('/caf%C3%A9');
    expect(samePath('/caf%C3%A9')).toBe('/caf%C3%A9');
    expect(samePath('/李?q=Zoë&p=😀')).toBe('/%E6%9D%8E?q=Zo%C3%AB&p=%F0%9F%98%80');
    expect(samePath('/a"<>`{}|^[]')).toBe('/a%22%3C%3E%60%7B%7D%7C%5E%5B%5D');
    expect(samePath("/blog?q=a%2Fb&x=(1)*!$'~")).toBe("/blog?q=a%2Fb&x=(1)*!$'~");
  });
});
