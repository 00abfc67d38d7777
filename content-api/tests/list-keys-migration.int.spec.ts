import Database from '@site/shared/sqlite';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueue, type HookPayload } from '../src/admin/outbox-store.ts';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS } from '../src/db/migrations/index.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

afterAll(removeTempDirs);

/** A database at schema version 3 (before the list keys), with rows as an older seed wrote them. */
function olderDatabase() {
  const db = new Database(path.join(tempDir(), 'old.db'));
  migrate(
    db,
    MIGRATIONS.filter((m) => m.version <= 3),
  );
  db.exec(`
    INSERT INTO testimonials (ratings, testimonial_content, full_name, designation) VALUES
      (5, 'Great.', 'Sarah Lin', 'Founder'), (4, 'Good.', 'Sarah Lin', 'CTO'), (5, 'Fine.', 'José Núñez!', 'CEO');
    INSERT INTO team_departments (id, dept_key, label) VALUES (1, 'engineering', 'Engineering');
    INSERT INTO team_members (department_id, name, designation, photo) VALUES (1, 'Camilo Vélez', 'DevOps Lead', '/uploads/a.webp');
    INSERT INTO trusted_by (title, logo) VALUES ('Andes Retail Group', '/uploads/l.svg'), ('???', '/uploads/m.svg');
    INSERT INTO videos (page_id, video_title, video_url, video_poster) VALUES (3, 'Our vetting process', '/uploads/v.mp4', '/uploads/p.webp');
    INSERT INTO job_locations (location_id, location_slug, location_label_title) VALUES (1, 'toronto', 'Toronto');
    INSERT INTO job_openings (location_id, job_title, job_required_experience, job_location, job_opening_date, job_details_url) VALUES
      (1, 'Digital Marketing Intern', 'Students', 'Toronto, Canada', '2026-11-01', '/apply-as-talent?job=x'),
      (1, 'Staff Accountant', '3+ years', 'Toronto, Canada', '2026-11-02', '/apply-as-talent?job=y');
    INSERT INTO outbox (type, slug, created_at, next_attempt_at) VALUES ('blog', 'old-post', '2026-01-01', '2026-01-01');
  `);
  return db;
}

describe('migrations 4–17 on a database seeded before them', () => {
  const db = olderDatabase();
  const ran = migrate(db);
  afterAll(() => db.close());
  const slugs = (table: string) => db.prepare(`SELECT slug FROM ${table} ORDER BY id`).pluck().all();

  it('run once, in order', () => {
    expect(ran).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(migrate(db)).toEqual([]);
  });

  it('backfill unique keys from names, in id order', () => {
    expect(slugs('testimonials')).toEqual(['sarah-lin', 'sarah-lin-2', 'jose-nunez']);
    expect(slugs('team_members')).toEqual(['camilo-velez']);
    expect(slugs('trusted_by')).toEqual(['andes-retail-group', 'item']);
    expect(slugs('videos')).toEqual(['our-vetting-process']);
    expect(slugs('job_openings')).toEqual(['digital-marketing-intern', 'staff-accountant']);
    expect(() => db.prepare("UPDATE testimonials SET slug = 'sarah-lin' WHERE slug = 'jose-nunez'").run()).toThrow(
      /UNIQUE/,
    );
  });

  it('give known openings the seed’s JobPosting copy and others the defaults', () => {
    const rows = db
      .prepare('SELECT job_title, description, employment_type, remote FROM job_openings ORDER BY id')
      .all() as {
      job_title: string;
      description: string;
      employment_type: string;
      remote: number;
    }[];
    expect(rows[0]).toMatchObject({ employment_type: 'INTERN', remote: 0 });
    expect(rows[0]?.description).toMatch(/^<p>A paid four-month internship/);
    expect(rows[1]).toEqual({
      job_title: 'Staff Accountant',
      description: '',
      employment_type: 'FULL_TIME',
      remote: 0,
    });
    expect(() => db.prepare("UPDATE job_openings SET employment_type = 'SOMETIMES'").run()).toThrow(/CHECK/);
  });

  it('give every opening a closing date 90 days after it opened, and known ones the seed’s pay range', () => {
    const rows = db
      .prepare(
        'SELECT valid_through, salary_currency, salary_min, salary_unit, direct_apply FROM job_openings ORDER BY id',
      )
      .all();
    expect(rows).toEqual([
      { valid_through: '2027-01-30', salary_currency: 'CAD', salary_min: 20, salary_unit: 'HOUR', direct_apply: 1 },
      { valid_through: '2027-01-31', salary_currency: null, salary_min: null, salary_unit: null, direct_apply: 1 },
    ]);
    expect(() => db.prepare('UPDATE job_openings SET salary_max = 1 WHERE salary_min = 20').run()).toThrow(/CHECK/);
  });

  it('keep each closing date, and take an instant as well (toISOString form) but no other text', () => {
    const update = db.prepare("UPDATE job_openings SET valid_through = ? WHERE job_title = 'Staff Accountant'");
    expect(db.prepare('SELECT valid_through FROM job_openings ORDER BY id').pluck().all()).toEqual([
      '2027-01-30',
      '2027-01-31',
    ]);
    update.run('2027-01-31T17:00:00.000Z');
    for (const bad of ['2027-01-31T17:00:00Z', '2027-02-30', 'soon'])
      expect(() => update.run(bad), bad).toThrow(/CHECK/);
    expect(db.prepare('SELECT count(*) FROM scheduled_announcements').pluck().get()).toBe(0);
  });

  it('leave every record published with no window, and accept only draft or published', () => {
    const states = db
      .prepare(
        'SELECT DISTINCT status, publish_at, unpublish_at FROM job_openings UNION SELECT status, publish_at, unpublish_at FROM blogs',
      )
      .all();
    expect(states).toEqual([{ status: 'published', publish_at: null, unpublish_at: null }]);
    expect(() => db.prepare("UPDATE job_openings SET status = 'hidden'").run()).toThrow(/CHECK/);
  });

  it('keep the outbox rows and accept list types, which carry no slug', () => {
    const queue = (payload: object) => enqueue(db, payload as HookPayload);
    expect(db.prepare('SELECT id, type, slug FROM outbox').all()).toEqual([{ id: 1, type: 'blog', slug: 'old-post' }]);
    expect(queue({ type: 'team' })).toBe(2);
    expect(() => queue({ type: 'team', slug: 'a-slug' })).toThrow(/names no slug/);
    expect(() => queue({ type: 'blog' })).toThrow(/needs a slug/);
    expect(() => queue({ type: 'news' })).toThrow(/not a publish hook type/);
  });
});
