import { describe, expect, it } from 'vitest';
import { previewPath, samePath } from '@/lib/preview/paths';
import {
  PREVIEW_TOKEN_MAX,
  PREVIEW_TYPES,
  previewAllows,
  signPreviewToken,
  verifyPreviewToken,
  type PreviewGrant,
} from '@site/shared/preview-token';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-24T12:00:00Z');
const GRANT: PreviewGrant = { type: 'blog', slug: 'a-draft-post', expiresAt: new Date('2026-12-01T12:00:00Z') };
const token = signPreviewToken(GRANT, SECRET);

describe('preview tokens', () => {
  it('a token signed with the secret verifies and names its record and expiry', () => {
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: true, grant: GRANT });
    expect(token.length).toBeLessThan(PREVIEW_TOKEN_MAX);
  });

  it('another secret (a rotated one) refuses every token it did not sign', () => {
    expect(verifyPreviewToken(token, `${SECRET}-rotated`, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('a token is refused from its expiry on, and says it expired', () => {
    expect(verifyPreviewToken(token, SECRET, new Date('2026-12-01T11:59:59Z')).ok).toBe(true);
    expect(verifyPreviewToken(token, SECRET, GRANT.expiresAt)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('changing the type, the slug, the expiry or the signature breaks it', () => {
    const [version, type, slug, expiry, signature] = token.split('.') as [string, string, string, string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const tampered = [
      [version, 'event', slug, expiry, signature],
      [version, type, 'another-post', expiry, signature],
      [version, type, slug, String(Number(expiry) + 86_400), signature],
      [version, type, slug, expiry, flipped],
    ];
    for (const parts of tampered)
      expect(verifyPreviewToken(parts.join('.'), SECRET, NOW), parts.join('.')).toEqual({
        ok: false,
        reason: 'signature',
      });
  });

  it('anything not shaped like a token is malformed, checked by length before any pattern', () => {
    const cases = [
      '',
      'abc',
      `${token}.x`,
      token.replace('p1.', 'p2.'),
      token.replace('blog', 'page'),
      'x'.repeat(10_000),
    ];
    for (const value of cases)
      expect(verifyPreviewToken(value, SECRET, NOW), value.slice(0, 40)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPreviewToken(`${token}${'='.repeat(PREVIEW_TOKEN_MAX)}`, SECRET, NOW).ok).toBe(false);
  });

  it('previewAllows only the record the token names, and nothing without a secret', () => {
    expect(previewAllows(token, { type: 'blog', slug: 'a-draft-post' }, SECRET, NOW)).toBe(true);
    expect(previewAllows(token, { type: 'blog', slug: 'another-post' }, SECRET, NOW)).toBe(false);
    expect(previewAllows(token, { type: 'event', slug: 'a-draft-post' }, SECRET, NOW)).toBe(false);
    expect(previewAllows(token, { type: 'blog', slug: 'a-draft-post' }, null, NOW)).toBe(false);
    expect(previewAllows(undefined, { type: 'blog', slug: 'a-draft-post' }, SECRET, NOW)).toBe(false);
  });

  it('refuses to sign a slug that is not one', () => {
    expect(() => signPreviewToken({ ...GRANT, slug: '../admin' }, SECRET)).toThrow(/cannot sign/);
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
