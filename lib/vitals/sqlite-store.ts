// Page views in a SQLite file of their own beside the lead journal (docs/field-data.md), one row a view.
import { openDurableSqlite } from '../durable-sqlite';
import { DAY_MS, KEEP_DAYS, MAX_VIEWS_PER_DAY, dayOf, type StoredView, type VitalsStore } from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS vitals_views (
  at INTEGER NOT NULL,
  day INTEGER NOT NULL,
  view TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS vitals_views_at ON vitals_views (at);
CREATE INDEX IF NOT EXISTS vitals_views_day ON vitals_views (day);
`;

export function openSqliteVitals(file: string, perDay = MAX_VIEWS_PER_DAY): VitalsStore {
  const db = openDurableSqlite(file);
  // A view lost to a power cut costs nothing: no wait for the disk on each beacon (WAL keeps the file whole).
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  const countDay = db.prepare('SELECT count(*) AS views FROM vitals_views WHERE day = ?');
  const insert = db.prepare('INSERT INTO vitals_views (at, day, view) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM vitals_views WHERE at < ?');
  const read = db.prepare('SELECT at, view FROM vitals_views WHERE at >= ? ORDER BY at');
  const add = db.transaction((view: string, at: number) => {
    if ((countDay.get(dayOf(at)) as { views: number }).views >= perDay) return;
    insert.run(at, dayOf(at), view);
    prune.run(at - KEEP_DAYS * DAY_MS);
  });
  return {
    async add(view, at) {
      add(JSON.stringify(view), at);
    },
    async since(since) {
      return (read.all(since) as { at: number; view: string }[]).map((row): StoredView => ({
        ...(JSON.parse(row.view) as Omit<StoredView, 'at'>),
        at: row.at,
      }));
    },
    async close() {
      db.close();
    },
  };
}
