// @vitest-environment node
// VITALS_SAMPLE_RATE, VITALS_READ_TOKEN and VITALS_VIEWS_PER_ADDRESS as the site reads them.
import { describe, expect, it } from 'vitest';
import { loadSite } from '@/lib/site';

describe('the vitals configuration', () => {
  it('samples every load and offers no summary by default', () => {
    expect(loadSite({}).vitals).toEqual({ sampleRate: 1, readToken: undefined, viewsPerAddress: 200 });
    expect(loadSite({ VITALS_SAMPLE_RATE: ' ' }).vitals.sampleRate).toBe(1);
  });

  it('takes a rate from 0 to 1 and a token of at least 32 characters', () => {
    expect(loadSite({ VITALS_SAMPLE_RATE: '0.1' }).vitals.sampleRate).toBe(0.1);
    expect(loadSite({ VITALS_SAMPLE_RATE: '0' }).vitals.sampleRate).toBe(0);
    expect(() => loadSite({ VITALS_SAMPLE_RATE: '1.5' })).toThrowError(/VITALS_SAMPLE_RATE/);
    expect(() => loadSite({ VITALS_SAMPLE_RATE: 'half' })).toThrowError(/VITALS_SAMPLE_RATE/);
    expect(() => loadSite({ VITALS_READ_TOKEN: 'x'.repeat(31) })).toThrowError(/VITALS_READ_TOKEN/);
    expect(loadSite({ VITALS_READ_TOKEN: 'x'.repeat(32) }).vitals.readToken).toHaveLength(32);
  });

  it('takes a whole number of views per address a day, up to the day’s cap', () => {
    expect(loadSite({ VITALS_VIEWS_PER_ADDRESS: '1000' }).vitals.viewsPerAddress).toBe(1_000);
    for (const bad of ['0', '2.5', '50001', 'many'])
      expect(() => loadSite({ VITALS_VIEWS_PER_ADDRESS: bad }), bad).toThrowError(/VITALS_VIEWS_PER_ADDRESS/);
  });
});
