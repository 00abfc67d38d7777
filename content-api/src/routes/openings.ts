import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sql } from '../db/connection.ts';
import { previewRecordId } from '../content/preview.ts';
import { openingPublicWhere, visibleAt } from '../content/visibility.ts';

interface JobRow {
  location_id: number;
  job_title: string;
  job_required_experience: string;
  job_location: string;
  job_opening_date: string;
  job_details_url: string;
  description: string;
  employment_type: string;
  remote: 0 | 1;
  valid_through: string | null;
  salary_currency: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_unit: string | null;
  direct_apply: 0 | 1;
}

/** The pay range as schema.org's MonetaryAmount needs it, or null when the opening publishes none. */
const baseSalary = (row: JobRow) =>
  row.salary_currency && row.salary_min !== null && row.salary_max !== null && row.salary_unit
    ? { currency: row.salary_currency, min: row.salary_min, max: row.salary_max, unit: row.salary_unit }
    : null;

export function openingRoutes(app: FastifyInstance, { db, config, urls, clock }: AppContext): void {
  // Stored details links are site paths (the apply page), made absolute on SITE_URL. The fields from description on
  // are beyond API.md, for Google's JobPosting (description, employmentType, jobLocationType TELECOMMUTE,
  // validThrough, baseSalary, directApply).
  const job = (row: JobRow) => ({
    job_title: row.job_title,
    job_required_experience: row.job_required_experience,
    job_location: row.job_location,
    job_opening_date: row.job_opening_date,
    job_details_url: row.job_details_url.startsWith('/') ? config.siteUrl + row.job_details_url : row.job_details_url,
    description: urls.html(row.description),
    employment_type: row.employment_type,
    remote: row.remote === 1,
    valid_through: row.valid_through,
    base_salary: baseSalary(row),
    direct_apply: row.direct_apply === 1,
  });

  app.get('/get-all-openings', async (request) => {
    const now = clock();
    // A preview of one opening lists it beside the public ones.
    const rows = sql(
      db,
      `SELECT location_id, job_title, job_required_experience, job_location, job_opening_date, job_details_url,
        description, employment_type, remote, valid_through, salary_currency, salary_min, salary_max, salary_unit,
        direct_apply
      FROM job_openings WHERE (${openingPublicWhere()} OR id = @preview)
      ORDER BY job_opening_date DESC, sort_order, id`,
    ).all({ ...visibleAt(now), preview: previewRecordId(request, { db, config }, now, 'opening') }) as JobRow[];
    const locations = sql(
      db,
      'SELECT location_id, location_slug, location_label_title FROM job_locations ORDER BY sort_order, location_id',
    ).all() as {
      location_id: number;
      location_slug: string;
      location_label_title: string;
    }[];
    return {
      all_job_list: rows.map(job),
      job_list_location_wise: locations.map((location) => ({
        location_slug: location.location_slug,
        location_id: location.location_id,
        location_label_title: location.location_label_title,
        location_joblist: rows.filter((row) => row.location_id === location.location_id).map(job),
      })),
    };
  });
}
