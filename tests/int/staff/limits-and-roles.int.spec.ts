import { limitsIn, SIGN_IN_LIMITS } from '@/lib/staff/sign-in/limits';
import { homeFor, STAFF_NAV } from '@/lib/staff/nav';
import { safeReturnPath, signInPath } from '@/lib/staff/paths';
import { roleAllows, STAFF_ROLES } from '@/lib/staff/roles';
import type { StaffKv } from '@/lib/staff/store/kv';
import { storeKinds, testClock } from './stores';

describe('roles', () => {
  it('lets admin open everything, and every other role only what names it', () => {
    for (const entry of STAFF_NAV) expect(roleAllows('admin', entry.roles)).toBe(true);
    expect(roleAllows('editor', ['admin'])).toBe(false);
    expect(roleAllows('sales', ['admin', 'editor'])).toBe(false);
    expect(roleAllows('sales', ['sales'])).toBe(true);
  });

  it('lands sales in their lead inbox and everyone else on the front page', () => {
    expect(STAFF_ROLES.map(homeFor)).toEqual(['/staff', '/staff', '/staff/leads']);
  });
});

describe('return paths after sign-in', () => {
  it('follows console pages only', () => {
    expect(safeReturnPath('/staff/people')).toBe('/staff/people');
    expect(safeReturnPath('/staff/audit?person=abc')).toBe('/staff/audit?person=abc');
    for (const path of [
      '//evil.example/staff',
      '/staff//evil',
      'https://evil.example',
      '/about-us',
      '/staffing',
      '/staff/sign-in?next=/x',
      '/staff/\\evil',
      `/staff/${'a'.repeat(600)}`,
    ])
      expect(safeReturnPath(path), path).toBeNull();
    expect(signInPath('/staff/people')).toBe('/staff/sign-in?next=%2Fstaff%2Fpeople');
    expect(signInPath('//evil.example')).toBe('/staff/sign-in');
  });
});

describe.each(storeKinds())('sign-in limits ($kind)', ({ open, stop }) => {
  let kv: StaffKv;
  beforeEach(async () => {
    kv = await open();
  });
  afterAll(stop);

  it('counts per key and window, and says how long to wait once over', async () => {
    const clock = testClock(Date.UTC(2026, 10, 26, 9, 0, 0));
    const limits = limitsIn(kv, clock.now);
    const rule = SIGN_IN_LIMITS.failuresPerPerson;
    for (let attempt = 1; attempt <= rule.limit; attempt += 1)
      expect(await limits.hit('person-failures', 'p1', rule), `attempt ${attempt}`).toBeNull();
    expect(await limits.hit('person-failures', 'p1', rule)).toBe(rule.windowMs / 1000);
    // Another person, or another address, has its own count.
    expect(await limits.hit('person-failures', 'p2', rule)).toBeNull();
    expect(await limits.hit('failures', 'p1', rule)).toBeNull();
    clock.advance(rule.windowMs);
    expect(await limits.hit('person-failures', 'p1', rule)).toBeNull();
  });
});
