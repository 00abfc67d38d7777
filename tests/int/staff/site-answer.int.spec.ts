import { describe, expect, it } from 'vitest';
import type { StoredRedirect } from '@/lib/staff/cms/admin-schemas';
import { describeSiteAnswer } from '@/lib/staff/redirects/site-answer';

const SITE = 'http://site.test:3000';
const redirect = (status: 301 | 302 | 308): StoredRedirect => ({
  id: 1,
  from: '/spring-offer',
  to: '/pricing',
  status,
  created_by: 'Ana',
  created_at: '2026-11-20T10:00:00.000Z',
});
const hop = (status: number, location: string | null = null) => ({ path: '/spring-offer', status, location });

describe('what the site really answers for a redirect', () => {
  it('agrees when a permanent move answers 308 and a temporary one 307, to the same page', () => {
    expect(describeSiteAnswer(redirect(301), hop(308, '/pricing'), SITE)).toEqual({
      ok: true,
      text: 'Answers 308 → /pricing',
    });
    expect(describeSiteAnswer(redirect(302), hop(307, `${SITE}/pricing`), SITE)).toMatchObject({ ok: true });
  });

  it('says so when the site answers otherwise', () => {
    expect(describeSiteAnswer(redirect(302), hop(308, '/pricing'), SITE)).toMatchObject({
      ok: false,
      text: 'Answers 308 → /pricing, not 307.',
    });
    expect(describeSiteAnswer(redirect(301), hop(308, '/old'), SITE).text).toMatch(/not \/pricing/);
    expect(describeSiteAnswer(redirect(301), hop(200), SITE).text).toMatch(/a page lives at this address/);
    expect(describeSiteAnswer(redirect(301), hop(404), SITE).text).toMatch(/404/);
    expect(describeSiteAnswer(redirect(301), null, SITE).text).toMatch(/did not answer/);
  });
});
