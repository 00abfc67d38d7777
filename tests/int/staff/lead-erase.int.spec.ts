// What a sales person reads after an erasure: each place's count, a plain "nothing" when nothing matched, and what to
// do when the content API's quotes could not be reached; the counts a lead's page hands to the inbox, and no more.
import { describe, expect, it } from 'vitest';
import { erasureNote, erasureOfParams, erasureParams } from '@/lib/staff/leads/lead-erase';

describe('erasureNote', () => {
  it('counts what went from each place', () => {
    expect(erasureNote({ leads: 2, alerts: 1, quotes: 1 }, 'ana@example.com')).toBe(
      'Erased 2 leads from the site’s inbox, 1 alert and 1 quote from the content API, and the address suppressed. The CRM’s copy and emails already sent are not erased by the site.',
    );
  });

  it('says plainly when nothing matched', () => {
    expect(erasureNote({ leads: 0, alerts: 0, quotes: 0 }, 'ana@example.com')).toBe(
      'No lead matched ana@example.com: nothing was erased.',
    );
  });

  it('says the quotes were not erased, why, and to erase again, when the content API could not be asked', () => {
    const note = erasureNote({ leads: 0, alerts: 0, quotes: null }, 'ana@example.com', 'The CMS could not be reached.');
    expect(note).toMatch(/^Erased 0 leads from the site’s inbox, 0 alerts, and the address suppressed\./);
    expect(note).toContain('The content API’s quotes were not erased. The CMS could not be reached.');
    expect(note).toMatch(/erase this address again\.$/);
  });
});

describe('erasureParams and erasureOfParams', () => {
  it('carry the counts, and a content API that was not reached, through the address', () => {
    for (const erasure of [
      { leads: 3, alerts: 2, quotes: 1 },
      { leads: 1, alerts: 0, quotes: null },
    ])
      expect(erasureOfParams(Object.fromEntries(new URLSearchParams(erasureParams(erasure))))).toEqual(erasure);
  });

  it('refuse anything but counts', () => {
    for (const params of [
      {},
      { erased: '1' },
      { erased: '1', alerts: '0', quotes: 'x' },
      { erased: '1e3', alerts: '0', quotes: '0' },
      { erased: '1', alerts: ['0', '1'], quotes: '0' },
      { erased: '1234567', alerts: '0', quotes: '0' },
    ])
      expect(erasureOfParams(params)).toBeNull();
  });
});
