// The open roles as the XML job aggregators import (Indeed's publisher feed, the common one).
import type { JobOpening } from '@/lib/api/schemas/pages';
import { anyDateToIso, closingInstant } from '@/lib/dates';
import { slugify } from '@site/shared/slugify';
import { site } from '@/lib/site';
import { cdata } from '@/lib/xml/markup';

/** Indeed's job types for schema.org's employment types; others are left out rather than guessed. */
const JOB_TYPES: Record<string, string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
};

const element = (name: string, text: string | undefined) => (text ? `<${name}>${cdata(text)}</${name}>` : '');

const PER_UNIT: Record<string, string> = { HOUR: 'per hour', MONTH: 'per month', YEAR: 'per year' };

/** Indeed reads the pay as text: `CAD 65,000 - 80,000 per year`. */
const salaryText = (pay: NonNullable<JobOpening['baseSalary']>) =>
  `${pay.currency} ${pay.min.toLocaleString('en-US')} - ${pay.max.toLocaleString('en-US')} ${PER_UNIT[pay.unit] ?? ''}`.trim();

/** A stable reference: the same role in the same place keeps it across edits of its text. */
export const jobReference = (job: JobOpening) => slugify(`${job.title} ${job.location}`);

function jobXml(job: JobOpening): string {
  const [city, ...rest] = job.location.split(',').map((part) => part.trim());
  const opened = anyDateToIso(job.openedOn);
  return [
    '<job>',
    element('title', job.title),
    element('date', opened ? new Date(`${opened}T00:00:00Z`).toUTCString() : undefined),
    element('referencenumber', jobReference(job)),
    element('url', job.detailsUrl),
    element('company', site.brand.name),
    element('city', city),
    element('country', rest.at(-1) ?? city),
    element('description', job.descriptionHtml),
    element('jobtype', JOB_TYPES[job.employmentType]),
    element('experience', job.experience),
    job.remote ? element('remotetype', 'Fully remote') : '',
    element('expirationdate', job.validThrough ? new Date(closingInstant(job.validThrough)).toUTCString() : undefined),
    element('salary', job.baseSalary ? salaryText(job.baseSalary) : undefined),
    '</job>',
  ].join('');
}

/** The feed of the roles given; with none it is still a valid, empty `<source>`. */
export function jobsFeed(jobs: readonly JobOpening[], now = new Date()): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    element('publisher', site.brand.name),
    element('publisherurl', site.siteUrl),
    element('lastBuildDate', now.toUTCString()),
    ...jobs.map(jobXml),
    '</source>',
  ].join('\n');
}
