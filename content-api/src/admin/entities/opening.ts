import { z } from 'zod';
import { SALARY_UNITS } from '../../seed/copy/opening-salaries.ts';
import { EMPLOYMENT_TYPES } from '../../seed/copy/openings.ts';
import type { EntitySpec } from '../entity.ts';
import type { FieldTypes } from '../fields.ts';
import { asFlag } from '../read-back.ts';
import { appendToList, resolveGroup } from './lists.ts';

const OFFICE = {
  idField: 'location_id',
  keyField: 'location_slug',
  table: 'job_locations',
  idColumn: 'location_id',
  keyColumn: 'location_slug',
  column: 'location_id',
  noun: 'office',
};

/** A get-all-openings job, with the JobPosting fields beyond the contract (description … direct_apply). */
export function openingEntity(t: FieldTypes): EntitySpec {
  return {
    type: 'openings',
    plural: 'openings',
    noun: 'opening',
    announcesSlug: false,
    table: 'job_openings',
    idColumn: 'id',
    slugColumn: 'slug',
    slugAlias: 'slug',
    titleField: 'job_title',
    fields: {
      ...t.publication,
      job_title: t.text(200),
      job_required_experience: t.text(120),
      job_location: t.text(200),
      job_opening_date: t.date,
      // A site path (made absolute on SITE_URL when answered) or an absolute URL.
      job_details_url: z.union([t.sitePath, t.webUrl]),
      // The office tab it is listed under, by id or slug (job_list_location_wise).
      location_id: z.number().int().min(1),
      location_slug: z.string().max(200),
      description: t.html(20_000),
      employment_type: z.enum(EMPLOYMENT_TYPES),
      remote: z.boolean().transform((flag) => (flag ? 1 : 0)),
      // The last day applications are taken (through its end, UTC) or the instant they stop, and the pay range when
      // the office publishes one (JobPosting). The opening leaves every public read once it has passed.
      valid_through: z.union([t.date, t.instant]).nullable(),
      salary_currency: z
        .string()
        .max(3)
        .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
        .nullable(),
      salary_min: z.number().int().positive().nullable(),
      salary_max: z.number().int().positive().nullable(),
      salary_unit: z.enum(SALARY_UNITS).nullable(),
      // Applying happens on the linked page itself, not on a third party's site.
      direct_apply: z.boolean().transform((flag) => (flag ? 1 : 0)),
      sort_order: t.sortOrder,
    },
    required: ['job_title', 'job_required_experience', 'job_location', 'job_opening_date', 'description'],
    readBack: { remote: asFlag, direct_apply: asFlag },
    defaults: () => ({ employment_type: 'FULL_TIME', remote: 0, direct_apply: 1 }),
    prepare(db, values, id, slug) {
      resolveGroup(db, values, OFFICE, id === null, 'opening');
      if (id !== null) return;
      values.job_details_url ??= `/apply-as-talent?job=${slug}`;
      appendToList(db, 'job_openings', values, { column: 'location_id', value: values.location_id });
    },
  };
}
