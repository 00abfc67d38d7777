// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '@/lib/copy/privacy';
import { TERMS_OF_SERVICE } from '@/lib/copy/terms';
import { DISPUTE_VENUE } from '@/lib/copy/policies';

const textOf = (policy: typeof PRIVACY_POLICY) =>
  policy.sections.flatMap((section) => [section.title, ...section.paragraphs]).join('\n');

describe('the policies', () => {
  it('have about 25 privacy sections and 19 numbered terms sections, each with a unique anchor', () => {
    expect(PRIVACY_POLICY.sections.length).toBeGreaterThanOrEqual(23);
    expect(PRIVACY_POLICY.sections.length).toBeLessThanOrEqual(27);
    expect(TERMS_OF_SERVICE.sections).toHaveLength(19);
    TERMS_OF_SERVICE.sections.forEach((section, index) =>
      expect(section.title).toMatch(new RegExp(`^${index + 1}\\. `)),
    );
    for (const policy of [PRIVACY_POLICY, TERMS_OF_SERVICE]) {
      const ids = policy.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
    expect(PRIVACY_POLICY.sections.map((section) => section.id)).toContain('cookies');
  });

  it('are both last updated on 02 Jan, 2025', () => {
    expect(PRIVACY_POLICY.lastUpdated).toBe('02 Jan, 2025');
    expect(TERMS_OF_SERVICE.lastUpdated).toBe('02 Jan, 2025');
  });

  it('state the required points', () => {
    const terms = textOf(TERMS_OF_SERVICE);
    const privacy = textOf(PRIVACY_POLICY);
    expect(terms).toMatch(/no refund is given/);
    expect(privacy).toMatch(/children under 13/);
    for (const text of [terms, privacy]) expect(text).toMatch(/over 18/);
    expect(terms).toContain(`governed by ${DISPUTE_VENUE.law}`);
    expect(terms).toContain(`arbitration under ${DISPUTE_VENUE.act}`);
  });

  it('name one venue for disputes, the same in both, and no other court or seat', () => {
    const venue = /(?:seated in|courts at|jurisdiction of the courts (?:of|in)) ([A-Z][\w ,]+)/g;
    const named = [textOf(TERMS_OF_SERVICE), textOf(PRIVACY_POLICY)].flatMap((text) =>
      [...text.matchAll(venue)].map((match) => match[1]?.split(',')[0]),
    );
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(new Set(named)).toEqual(new Set(['Kolkata']));
  });
});
