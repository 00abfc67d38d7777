// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FLOOD_RECORD_BYTES, floodRecord } from '@/lib/forms/flood-record';

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null));
const HIDDEN = { 'Lead Source': 'Website', xnQsjsdp: '0123456789abcdef0123456789abcdef' };

describe('a flood’s record', () => {
  it('keeps a short post as it came', () => {
    const lead = { fields: { ...HIDDEN, Email: 'a@b.example' }, pageUrl: 'https://x.example/', attribution: null };
    expect(floodRecord(lead)).toEqual(lead);
  });

  it('cuts every value to 200 characters, then the padded ones alike until the record fits, short ones whole', () => {
    const padded = '李'.repeat(3_000);
    const lead = {
      formId: 'contact',
      fields: { ...HIDDEN, 'First Name': padded, Description: padded, LEADCF11: [padded, 'Go'] },
      pageUrl: `https://x.example/?${'q'.repeat(500)}`,
      attribution: { first: { utm_source: padded }, latest: { utm_campaign: padded, gclid: padded } },
    };
    const kept = floodRecord(lead);
    expect(kept.formId).toBe('contact');
    expect(bytes(kept.fields) + kept.pageUrl.length + bytes(kept.attribution)).toBeLessThanOrEqual(FLOOD_RECORD_BYTES);
    expect(kept.fields).toMatchObject({ ...HIDDEN, LEADCF11: [expect.stringMatching(/^李{40,200}$/), 'Go'] });
    expect(kept.fields.Description).toMatch(/^李{40,200}$/);
    expect(kept.attribution.latest.gclid).toBe(kept.fields.Description);
  });

  it('bounds a post without attribution too', () => {
    const kept = floodRecord({ fields: { Description: 'x'.repeat(10_000) }, pageUrl: '/', attribution: undefined });
    expect(kept.fields.Description).toHaveLength(200);
  });
});
