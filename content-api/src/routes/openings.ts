import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sql } from '../db/connection.ts';

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
}

export function openingRoutes(app: FastifyInstance, { db, config, urls }: AppContext): void {
  // Stored details links are site paths (the apply page), made absolute on SITE_URL. The last three fields are
  // beyond API.md, for Google's JobPosting (description, employmentType, jobLocationType TELECOMMUTE).
  const job = (row: JobRow) => ({
    job_title: row.job_title,
    job_required_experience: row.job_required_experience,
    job_location: row.job_location,
    job_opening_date: row.job_opening_date,
    job_details_url: row.job_details_url.startsWith('/') ? config.siteUrl + row.job_details_url : row.job_details_url,
    description: urls.html(row.description),
    employment_type: row.employment_type,
    remote: row.remote === 1,
  });

  app.get('/get-all-openings', async () => {
    const rows = sql(
      db,
      `SELECT location_id, job_title, job_required_experience, job_location, job_opening_date, job_details_url,
        description, employment_type, remote
      FROM job_openings ORDER BY job_opening_date DESC, sort_order, id`,
    ).all() as JobRow[];
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
