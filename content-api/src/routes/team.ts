import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sql } from '../db/connection.ts';
import { requiredInteger } from '../http/params.ts';

interface MemberRow {
  department_id: number;
  name: string;
  designation: string;
  photo: string;
  linkedin_url: string | null;
}

const MEMBER_COLUMNS = 'department_id, name, designation, photo, linkedin_url';

export function teamRoutes(app: FastifyInstance, { db, urls }: AppContext): void {
  const member = (row: MemberRow) => ({
    name: row.name,
    designation: row.designation,
    photo: urls.image(row.photo),
    linkedin_url: row.linkedin_url,
  });

  // The leadership group is answered by get-team-list-by-catid, so the tabs leave it out.
  app.get('/get-team-list', async () => {
    const departments = sql(
      db,
      'SELECT id, dept_key, label FROM team_departments WHERE is_leadership = 0 ORDER BY sort_order, id',
    ).all() as {
      id: number;
      dept_key: string;
      label: string;
    }[];
    const members = sql(db, `SELECT ${MEMBER_COLUMNS} FROM team_members ORDER BY sort_order, id`).all() as MemberRow[];
    return departments.map((dept) => ({
      dept: { label: dept.label, key: dept.dept_key },
      members: members.filter((row) => row.department_id === dept.id).map(member),
    }));
  });

  app.get('/get-team-list-by-catid', async (request) => {
    const catId = requiredInteger(request.query as Record<string, unknown>, 'catId');
    const rows = sql(
      db,
      `SELECT ${MEMBER_COLUMNS} FROM team_members WHERE department_id = ? ORDER BY sort_order, id`,
    ).all(catId) as MemberRow[];
    return rows.map(member);
  });
}
