// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { JobOpening } from '@/lib/api/schemas/pages';
import { jobReference, jobsFeed } from '@/lib/feeds/jobs-feed';
import { site } from '@/lib/site';
import { parseXml, textAt as text } from '../support/xml';

const job = (title: string, location: string, remote = false, extra: Partial<JobOpening> = {}): JobOpening => ({
  title,
  experience: '3+ years',
  location,
  openedOn: '12 Mar, 2026',
  detailsUrl: `${site.siteUrl}/apply-as-talent`,
  descriptionHtml: '<p>Build things ]]> safely.</p>',
  employmentType: 'FULL_TIME',
  remote,
  validThrough: null,
  baseSalary: null,
  directApply: true,
  ...extra,
});

describe('jobsFeed', () => {
  it('lists every role with the fields aggregators import', () => {
    const doc = parseXml(
      jobsFeed([job('React Developer', 'Toronto, Canada'), job('QA Engineer', 'Kolkata, India', true)]),
    );
    const jobs = [...doc.querySelectorAll('source > job')];
    expect(text(doc, 'source > publisher')).toBe(site.brand.name);
    expect(jobs.map((node) => text(node, 'title'))).toEqual(['React Developer', 'QA Engineer']);
    const [first, second] = jobs;
    expect(text(first!, 'referencenumber')).toBe('react-developer-toronto-canada');
    expect(new Date(text(first!, 'date')!).toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect([text(first!, 'city'), text(first!, 'country'), text(first!, 'jobtype')]).toEqual([
      'Toronto',
      'Canada',
      'fulltime',
    ]);
    // A `]]>` in the CMS's HTML cannot end the CDATA section early.
    expect(text(first!, 'description')).toBe('<p>Build things ]]> safely.</p>');
    expect(text(first!, 'remotetype')).toBeNull();
    expect(text(second!, 'remotetype')).toBe('Fully remote');
  });

  it('carries the closing date and the pay range when the opening has them', () => {
    const terms = {
      validThrough: '2027-01-31',
      baseSalary: { currency: 'CAD', min: 65_000, max: 80_000, unit: 'YEAR' },
    };
    const [node] = parseXml(jobsFeed([job('Technical Recruiter', 'Toronto, Canada', false, terms)])).querySelectorAll(
      'job',
    );
    expect(new Date(text(node!, 'expirationdate')!).toISOString()).toBe('2027-01-31T23:59:59.000Z');
    expect(text(node!, 'salary')).toBe('CAD 65,000 - 80,000 per year');
    const timed = job('Technical Recruiter', 'Toronto, Canada', false, { validThrough: '2027-01-31T17:00:00.000Z' });
    const [closing] = parseXml(jobsFeed([timed])).querySelectorAll('job');
    expect(new Date(text(closing!, 'expirationdate')!).toISOString()).toBe('2027-01-31T17:00:00.000Z');
  });

  it('is a valid, empty feed when no role is open', () => {
    expect(parseXml(jobsFeed([])).querySelectorAll('job')).toHaveLength(0);
  });

  it('keeps a role’s reference when its text changes', () => {
    const role = job('React Developer', 'Toronto, Canada');
    expect(jobReference({ ...role, descriptionHtml: 'new' })).toBe(jobReference(role));
  });
});
