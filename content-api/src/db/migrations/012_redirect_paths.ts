import { routedPath, routedPathOf, routedTarget } from '@site/shared/site-path';
import { enqueue } from '../../admin/outbox-store.ts';
import { routedOrAsIs as routed } from '../../redirects/paths.ts';
import type { Db } from '../connection.ts';
import type { Migration } from '../migrate.ts';

interface Row {
  id: number;
  from_path: string;
  to_path: string;
}

// Version 12: every redirect's paths as the site routes them (@site/shared/site-path), the form the
// lookup and the loop check now use. A row that now leads to its own page loops and goes, as does an older row
// whose from another one now shares; each changed path queues the redirects hook, so the site drops its copy.
export const redirectPaths: Migration = {
  version: 12,
  name: 'redirect paths as the site routes them',
  up: (db: Db) => {
    const rows = db.prepare('SELECT id, from_path, to_path FROM redirects ORDER BY id DESC').all() as Row[];
    const kept = new Set<string>();
    const changed: (Row & { from: string; to: string })[] = [];
    const announced = new Set<string>();
    for (const row of rows) {
      const from = routed(row.from_path, routedPath);
      const to = routed(row.to_path, routedTarget);
      const loops = routed(to, routedPathOf) === from;
      if (loops || kept.has(from)) {
        db.prepare('DELETE FROM redirects WHERE id = ?').run(row.id);
        announced.add(row.from_path);
        continue;
      }
      kept.add(from);
      if (from !== row.from_path || to !== row.to_path) changed.push({ ...row, from, to });
    }
    for (const row of changed) {
      db.prepare('UPDATE redirects SET from_path = ?, to_path = ? WHERE id = ?').run(row.from, row.to, row.id);
      announced.add(row.from_path).add(row.from);
    }
    for (const path of announced) enqueue(db, { type: 'redirects', path });
  },
};
