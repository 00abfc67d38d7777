import type { Metadata } from 'next';
import { ScheduleList } from '@/components/staff/content/ScheduleList';
import { Unavailable } from '@/components/staff/Unavailable';
import styles from '@/components/staff/shell/staff.module.scss';
import { listRecords } from '@/lib/staff/content/cms-records';
import { momentsWithin, SCHEDULE_DAYS, scheduleWindow, splitSchedule } from '@/lib/staff/content/schedule';
import { SCREENS } from '@/lib/staff/screens';
import { requireScreen } from '@/lib/staff/session';

export const metadata: Metadata = { title: SCREENS.schedule.title };

export default async function SchedulePage() {
  await requireScreen(SCREENS.schedule);
  const period = scheduleWindow(new Date());
  const records = await listRecords({ changesBefore: period.until });
  const { changes, closing } = splitSchedule(records.ok ? momentsWithin(records.value, period) : []);
  return (
    <div className={styles.page}>
      <header className={styles.section}>
        <h1>{SCREENS.schedule.title}</h1>
        <p className={styles.lead}>
          What goes live or comes down by itself in the next {SCHEDULE_DAYS} days, and the job openings that stop taking
          applications, soonest first and in your time zone. Change a time on the record’s page.
        </p>
      </header>
      {records.ok ? (
        <>
          <section className={styles.section} aria-labelledby="changes-heading">
            <h2 id="changes-heading">Going live or coming down</h2>
            <ScheduleList moments={changes} empty={`Nothing is scheduled in the next ${SCHEDULE_DAYS} days.`} />
          </section>
          <section className={styles.section} aria-labelledby="closing-heading">
            <h2 id="closing-heading">Openings about to close</h2>
            <ScheduleList moments={closing} empty={`No opening closes in the next ${SCHEDULE_DAYS} days.`} />
          </section>
        </>
      ) : (
        <Unavailable message={records.message} />
      )}
    </div>
  );
}
