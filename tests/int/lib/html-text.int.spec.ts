// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlToText, truncate } from '@/lib/html/text';

describe('text helpers', () => {
  it('turns HTML into plain text and cuts at a word boundary', () => {
    expect(htmlToText('<p>Hire&nbsp;<strong>fast</strong> &amp; well</p>')).toBe('Hire fast & well');
    expect(truncate('Pre-vetted remote developers in three to five days', 30)).toBe('Pre-vetted remote developers…');
    expect(truncate('short', 30)).toBe('short');
  });
});
