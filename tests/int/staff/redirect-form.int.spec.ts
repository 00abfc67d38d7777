import { describe, expect, it } from 'vitest';
import type { StoredRedirect } from '@/lib/staff/cms/admin-schemas';
import { readRedirectForm, refusalField, searchRedirects } from '@/lib/staff/redirects/redirect-form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const stored = (id: number, from: string, to: string, created_by: string): StoredRedirect => ({
  id,
  from,
  to,
  status: 301,
  created_by,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('the add-a-redirect form', () => {
  it('keeps what was typed, trimmed, and asks for both addresses', () => {
    expect(readRedirectForm(form({ from: ' /old ', to: '', kind: 'temporary' }))).toEqual({
      values: { from: '/old', to: '', kind: 'temporary' },
      errors: { to: 'Enter the new address, such as /pricing.' },
    });
    expect(readRedirectForm(form({ from: '/a', to: '/b', kind: 'sideways' })).values.kind).toBe('permanent');
    expect(readRedirectForm(form({ from: `/${'x'.repeat(3_000)}`, to: '/b' })).errors.from).toMatch(/at most 2000/);
  });

  it('puts each refusal of the API beside the field it names', () => {
    const loop = '/b leads back to /a (/a → /b → /a); a redirect that returns to where it started would loop';
    expect(refusalField(`to: ${loop}`)).toEqual({ field: 'to', text: loop });
    expect(refusalField('from: /a already redirects; change that one')).toEqual({
      field: 'from',
      text: '/a already redirects; change that one',
    });
    expect(refusalField('status: 301, 302 or 308')).toEqual({ field: 'kind', text: '301, 302 or 308' });
    expect(refusalField('The CMS had a problem')).toEqual({ field: null, text: 'The CMS had a problem' });
  });
});

describe('searchRedirects', () => {
  const list = [
    stored(1, '/spring-offer', '/pricing', 'Ana <ana@example.com>'),
    stored(2, '/blog-details/old', '/blog-details/new', 'slug change of blog old'),
    stored(3, '/team', '/our-team', 'Ben <ben@example.com>'),
  ];

  it('matches every word in from, to or who made it, in any case', () => {
    expect(searchRedirects(list, 'PRICING').map((r) => r.id)).toEqual([1]);
    expect(searchRedirects(list, 'blog new').map((r) => r.id)).toEqual([2]);
    expect(searchRedirects(list, 'ben').map((r) => r.id)).toEqual([3]);
    expect(searchRedirects(list, 'ana team')).toEqual([]);
    expect(searchRedirects(list, '  ')).toHaveLength(3);
  });
});
