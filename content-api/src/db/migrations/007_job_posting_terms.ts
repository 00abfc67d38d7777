import type { Db } from '../connection.ts';
import type { Migration } from '../migrate.ts';
import { OPENING_SALARIES, OPENING_VALID_DAYS, SALARY_UNITS } from '../../seed/copy/opening-salaries.ts';

const UNITS = SALARY_UNITS.map((unit) => `'${unit}'`).join(', ');

function up(db: Db): void {
  db.exec(`
    ALTER TABLE job_openings ADD COLUMN valid_through TEXT CHECK (valid_through IS NULL OR date(valid_through) = valid_through);
    ALTER TABLE job_openings ADD COLUMN salary_currency TEXT CHECK (salary_currency IS NULL OR length(salary_currency) = 3);
    ALTER TABLE job_openings ADD COLUMN salary_min INTEGER CHECK (salary_min IS NULL OR salary_min > 0);
    ALTER TABLE job_openings ADD COLUMN salary_max INTEGER CHECK (salary_max IS NULL OR salary_max >= salary_min);
    ALTER TABLE job_openings ADD COLUMN salary_unit TEXT CHECK (salary_unit IS NULL OR salary_unit IN (${UNITS}));
    ALTER TABLE job_openings ADD COLUMN direct_apply INTEGER NOT NULL DEFAULT 1 CHECK (direct_apply IN (0, 1));
  `);
  // A database seeded before this migration gets the seed's terms for the openings it still has.
  db.prepare(`UPDATE job_openings SET valid_through = date(job_opening_date, ?) WHERE valid_through IS NULL`).run(
    `+${OPENING_VALID_DAYS} days`,
  );
  const salary = db.prepare(
    `UPDATE job_openings SET salary_currency = ?, salary_min = ?, salary_max = ?, salary_unit = ?
    WHERE job_title = ? AND salary_min IS NULL`,
  );
  for (const [title, range] of Object.entries(OPENING_SALARIES))
    salary.run(range.currency, range.min, range.max, range.unit, title);
}

export const jobPostingTerms: Migration = {
  version: 7,
  name: "openings: valid_through, a salary range and direct_apply for Google's JobPosting",
  up,
};
