import type { StoredRow } from '../content/rows.ts';
import type { Db } from '../db/connection.ts';
import { insertRow } from '../db/insert-row.ts';
import type { BlogSeed } from './build/blogs.ts';
import type { CatalogueSeed } from './build/catalogue.ts';
import type { CategorySeed } from './build/categories.ts';
import type { EventSeed } from './build/events.ts';
import type { ServiceSeed } from './build/services.ts';

export interface SeedContent {
  blogs: BlogSeed[];
  events: EventSeed[];
  services: ServiceSeed[];
  categories: CategorySeed[];
  catalogue: CatalogueSeed;
}

/** Writes all seeded content; the caller wraps it in one transaction. */
export function insertContent(db: Db, content: SeedContent, now: string): void {
  // Oldest first, so ids grow with the date like records added over time.
  for (const blog of [...content.blogs].reverse()) insertRow(db, 'blogs', { ...blog, updated_at: now });
  for (const event of [...content.events].reverse())
    insertRow(db, 'events', { ...jsonColumns(event), updated_at: now });
  insertTree(db, 'services', 'parent_service_id', 'sub_services', content.services, now);
  insertTree(db, 'categories', 'parent_category_id', 'sub_categories', content.categories, now);

  const { catalogue } = content;
  // Tables the admin API edits carry updated_at too.
  const edited = { updated_at: now };
  catalogue.trustedBy.forEach((row, i) => insertRow(db, 'trusted_by', { ...row, sort_order: i, ...edited }));
  catalogue.technologyTabs.forEach(({ items, ...tab }, i) => {
    const tabId = insertRow(db, 'technology_tabs', { ...tab, sort_order: i, ...edited });
    items.forEach((item, k) => insertRow(db, 'technology_items', { ...item, tab_id: tabId, sort_order: k }));
  });
  catalogue.skills.forEach((row, i) => insertRow(db, 'developer_skills', { ...row, sort_order: i }));
  catalogue.roles.forEach((row, i) => insertRow(db, 'developer_roles', { ...row, sort_order: i }));
  catalogue.departments.forEach(({ members, ...dept }, i) => {
    insertRow(db, 'team_departments', { ...dept, sort_order: i });
    members.forEach((member, k) =>
      insertRow(db, 'team_members', { ...member, department_id: dept.id, sort_order: k, ...edited }),
    );
  });
  catalogue.testimonials.forEach((row, i) => insertRow(db, 'testimonials', { ...row, sort_order: i, ...edited }));
  catalogue.videos.forEach((row, i) => insertRow(db, 'videos', { ...row, sort_order: i, ...edited }));
  catalogue.pricing.forEach(({ items, ...category }, i) => {
    const categoryId = insertRow(db, 'pricing_categories', { ...category, sort_order: i, ...edited });
    items.forEach((item, k) => insertRow(db, 'pricing_items', { ...item, category_id: categoryId, sort_order: k }));
  });
  catalogue.locations.forEach((row, i) => insertRow(db, 'job_locations', { ...row, sort_order: i }));
  catalogue.openings.forEach((row, i) => insertRow(db, 'job_openings', { ...row, sort_order: i, ...edited }));
}

/** Top-level records in order, each followed by its children (under childrenKey), linked by parentColumn. */
function insertTree<K extends string>(
  db: Db,
  table: string,
  parentColumn: string,
  childrenKey: K,
  tops: Record<K, object[]>[],
  now: string,
): void {
  tops.forEach(({ [childrenKey]: children, ...top }, index) => {
    const parentId = insertRow(db, table, { ...jsonColumns(top), sort_order: index, updated_at: now });
    children.forEach((child, childIndex) =>
      insertRow(db, table, {
        ...jsonColumns(child),
        [parentColumn]: parentId,
        sort_order: childIndex,
        updated_at: now,
      }),
    );
  });
}

/** Nested arrays are stored as JSON text. */
function jsonColumns<T extends object>(row: T): StoredRow<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Array.isArray(value) ? JSON.stringify(value) : value]),
  ) as StoredRow<T>;
}
