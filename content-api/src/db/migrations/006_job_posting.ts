import type { Db } from '../connection.ts';
import type { Migration } from '../migrate.ts';
import { EMPLOYMENT_TYPES, OPENINGS, openingDescription } from '../../seed/copy/openings.ts';

const TYPES = EMPLOYMENT_TYPES.map((type) => `'${type}'`).join(', ');

function up(db: Db): void {
  db.exec(`
    ALTER TABLE job_openings ADD COLUMN description TEXT NOT NULL DEFAULT '';
    ALTER TABLE job_openings ADD COLUMN employment_type TEXT NOT NULL DEFAULT 'FULL_TIME'
      CHECK (employment_type IN (${TYPES}));
    ALTER TABLE job_openings ADD COLUMN remote INTEGER NOT NULL DEFAULT 0 CHECK (remote IN (0, 1));
  `);
  // A database seeded before this migration gets the seed's copy for the openings it still has.
  const update = db.prepare(
    `UPDATE job_openings SET description = ?, employment_type = ?, remote = ? WHERE job_title = ? AND description = ''`,
  );
  for (const job of OPENINGS) update.run(openingDescription(job.title), job.type, job.remote ? 1 : 0, job.title);
}

export const jobPosting: Migration = {
  version: 6,
  name: "openings: description, employment_type and remote for Google's JobPosting",
  up,
};
