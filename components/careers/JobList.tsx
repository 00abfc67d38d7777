import { ButtonLink } from '@/components/ui/button/Button';
import type { JobOpening } from '@/lib/api/schemas/pages';
import { OPENINGS_COPY } from '@/lib/copy/careers';
import { anyDateToIso, isoToDisplayDate } from '@/lib/dates';
import styles from './job-list.module.scss';

const { columns } = OPENINGS_COPY;

/** One row per job: title, experience, location, date, and its details in a new tab. */
export function JobList({ jobs }: { jobs: readonly JobOpening[] }) {
  if (!jobs.length) return <p>{OPENINGS_COPY.noJobsHere}</p>;
  return (
    <ul role="list" className={styles.list}>
      {jobs.map((job) => (
        <li key={`${job.title}-${job.location}-${job.openedOn}`} className={styles.row}>
          <h3 className={styles.title}>{job.title}</h3>
          <dl className={styles.facts}>
            <div>
              <dt>{columns.experience}</dt>
              <dd>{job.experience}</dd>
            </div>
            <div>
              <dt>{columns.location}</dt>
              <dd>{job.location}</dd>
            </div>
            <div>
              <dt>{columns.openedOn}</dt>
              <dd>
                <time dateTime={anyDateToIso(job.openedOn) ?? undefined}>{isoToDisplayDate(job.openedOn)}</time>
              </dd>
            </div>
          </dl>
          <ButtonLink href={job.detailsUrl} external size="sm" variant="outline">
            {OPENINGS_COPY.viewDetails}
            <span className="visually-hidden">: {job.title}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
