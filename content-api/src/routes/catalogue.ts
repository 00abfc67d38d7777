import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sql } from '../db/connection.ts';

interface TechnologyRow {
  tab_id: number;
  event_key: string;
  tab_name: string;
  page_url: string | null;
  src: string | null;
  alt: string | null;
}

export function catalogueRoutes(app: FastifyInstance, { db, urls }: AppContext): void {
  app.get('/get-trustedby-data', async () => {
    const rows = sql(db, 'SELECT logo, title FROM trusted_by ORDER BY sort_order, id').all() as {
      logo: string;
      title: string;
    }[];
    return rows.map((row) => ({ logo: urls.image(row.logo), title: row.title }));
  });

  app.get('/get-technology-list', async () => {
    const rows = sql(
      db,
      `SELECT t.id AS tab_id, t.event_key, t.tab_name, i.page_url, i.src, i.alt
      FROM technology_tabs t LEFT JOIN technology_items i ON i.tab_id = t.id
      ORDER BY t.sort_order, t.id, i.sort_order, i.id`,
    ).all() as TechnologyRow[];
    const tabs = new Map<
      number,
      { eventKey: string; tabName: string; webdevImg: { page_url: string; src: string; alt: string }[] }
    >();
    for (const row of rows) {
      let tab = tabs.get(row.tab_id);
      if (!tab) tabs.set(row.tab_id, (tab = { eventKey: row.event_key, tabName: row.tab_name, webdevImg: [] }));
      if (row.src !== null)
        tab.webdevImg.push({ page_url: row.page_url ?? '', src: urls.image(row.src), alt: row.alt ?? '' });
    }
    return [...tabs.values()];
  });

  app.get('/get-developer-skills-roles', async () => {
    const skills = sql(db, 'SELECT title, logo, page_url FROM developer_skills ORDER BY sort_order, id').all() as {
      title: string;
      logo: string;
      page_url: string;
    }[];
    const roles = sql(
      db,
      'SELECT role_slug, role_logo, role_alt FROM developer_roles ORDER BY sort_order, id',
    ).all() as {
      role_slug: string;
      role_logo: string;
      role_alt: string;
    }[];
    return {
      developer_skills: skills.map((skill) => ({
        title: skill.title,
        logo: urls.image(skill.logo),
        page_url: skill.page_url,
      })),
      developer_roles: roles.map((role) => ({
        role_slug: role.role_slug,
        role_logo: urls.image(role.role_logo),
        role_alt: role.role_alt,
      })),
    };
  });
}
