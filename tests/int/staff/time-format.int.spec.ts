// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatInstant, isoFromLocalInput, localInputValue, zoneName } from '@/lib/staff/time-format';

describe('times in the staff member’s zone', () => {
  it('names the zone of the time it writes', () => {
    expect(formatInstant('2026-12-07T08:00:00.000Z', 'Europe/Paris')).toBe('Mon, 7 Dec 2026, 09:00 CET');
    expect(formatInstant('2026-12-07T08:00:00.000Z', 'UTC')).toBe('Mon, 7 Dec 2026, 08:00 UTC');
    expect(formatInstant('not a time', 'UTC')).toBe('not a time');
    // A zone whose short name is an offset ("GMT-5") is named in full.
    expect(formatInstant('2026-12-07T08:00:00.000Z', 'America/Bogota')).toBe(
      'Mon, 7 Dec 2026, 03:00 Colombia Standard Time',
    );
    expect(zoneName('Europe/Paris', '2026-12-07T08:00:00.000Z')).toBe('Central European Standard Time');
    expect(zoneName('America/Bogota')).toBe('Colombia Standard Time');
    // The staff store keeps epoch milliseconds (the audit log, invitations, passkeys).
    expect(formatInstant(Date.UTC(2026, 6, 1, 12, 5), 'Europe/Paris')).toBe('Wed, 1 Jul 2026, 14:05 CEST');
  });

  it('turns what was typed in a datetime-local field into the instant it means there, and back', () => {
    // 9:00 on 7 December where this runs (the browser's zone, in the console), whatever that zone is.
    const nineThere = new Date(2026, 11, 7, 9, 0).toISOString();
    expect(isoFromLocalInput('2026-12-07T09:00')).toBe(nineThere);
    expect(localInputValue(nineThere)).toBe('2026-12-07T09:00');
    expect(isoFromLocalInput('')).toBe('');
    expect(isoFromLocalInput('2026-12-07')).toBe('');
    expect(localInputValue(null)).toBe('');
  });
});
