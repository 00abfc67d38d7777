import { sql, type Db } from '../db/connection.ts';
import { describeEntity, type FieldDescription } from './describe.ts';
import { titleColumn, type EntitySpec } from './entity.ts';
import { pagePaths } from './page-paths.ts';

/** A record that links to another: by a link in its text, a site path, or as its child. */
export interface LinkFrom {
  collection: string;
  slug: string;
  title: string;
  field: string;
}

export interface LinksTo {
  links: LinkFrom[];
  /** Redirects whose target is one of the record's pages: they would lead to a 404 once it is gone. */
  redirects: { from: string; to: string }[];
}

// Fields whose text can hold a link to a page of the site.
const LINKING_KINDS = new Set<FieldDescription['kind']>(['rich-text', 'site-path', 'url', 'long-text', 'list']);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path as a link names it: on its own or after the site's origin, not as the start of a longer path. */
const linkTo = (path: string) =>
  new RegExp(`(^|[^\\w/.-])(https?://[^/"'\\s<>]+)?${escapeRegExp(path)}(?=$|[?#"'\\s<>)/\\]])`);

interface Column {
  table: string;
  /** The expression of the linking record's slug and title (a child row's parent's). */
  from: string;
  column: string;
  field: string;
}

function linkingColumns(db: Db, entity: EntitySpec): Column[] {
  const own = new Set(sql(db, `SELECT name FROM pragma_table_info('${entity.table}')`).pluck().all() as string[]);
  const columns: Column[] = [];
  for (const field of describeEntity(entity).fields) {
    const child = entity.children?.[field.name];
    if (child) {
      for (const item of field.items ?? [])
        if (LINKING_KINDS.has(item.kind))
          columns.push({
            table: `${child.table} AS child JOIN ${entity.table} AS record ON record.${entity.idColumn} = child.${child.parentColumn}`,
            from: 'record.',
            column: `child.${item.name}`,
            field: `${field.name}.${item.name}`,
          });
      continue;
    }
    const column = entity.readBack?.[field.name]?.column ?? field.name;
    if (LINKING_KINDS.has(field.kind) && own.has(column))
      columns.push({ table: entity.table, from: '', column, field: field.name });
  }
  return columns;
}

/** Everything that links to a record's pages or hangs under it, for the editor's delete confirmation. */
export function linksTo(
  db: Db,
  entities: readonly EntitySpec[],
  target: EntitySpec,
  id: number,
  slug: string,
): LinksTo {
  const paths = pagePaths(target, slug);
  const links: LinkFrom[] = [];
  const seen = new Set<string>();
  const add = (entity: EntitySpec, row: { slug: string; title: string }, field: string) => {
    const key = `${entity.plural} ${row.slug} ${field}`;
    if ((entity === target && row.slug === slug) || seen.has(key)) return;
    seen.add(key);
    links.push({ collection: entity.plural, slug: row.slug, title: row.title, field });
  };
  for (const entity of entities) {
    const names = `${entity.slugColumn} AS slug, ${titleColumn(entity)} AS title`;
    // Its children: the records whose parent reference names it.
    for (const field of describeEntity(entity).fields)
      if (field.kind === 'reference' && field.by === 'id' && field.to === target.plural)
        for (const row of sql(db, `SELECT ${names} FROM ${entity.table} WHERE ${field.name} = ?`).all(id) as {
          slug: string;
          title: string;
        }[])
          add(entity, row, field.name);
    const columns = paths.length ? linkingColumns(db, entity) : [];
    for (const path of paths)
      for (const { table, from, column, field } of columns) {
        const rows = sql(
          db,
          `SELECT ${from}${entity.slugColumn} AS slug, ${from}${titleColumn(entity)} AS title, ${column} AS value
           FROM ${table} WHERE ${column} LIKE ? ESCAPE '\\'`,
        ).all(`%${escapeLike(path)}%`) as { slug: string; title: string; value: string }[];
        for (const row of rows) if (linkTo(path).test(String(row.value))) add(entity, row, field);
      }
  }
  const redirects = paths.flatMap((path) =>
    (
      sql(
        db,
        `SELECT from_path, to_path FROM redirects WHERE to_path = ? OR to_path LIKE ? ESCAPE '\\' OR to_path LIKE ? ESCAPE '\\'`,
      ).all(path, `${escapeLike(path)}?%`, `${escapeLike(path)}#%`) as { from_path: string; to_path: string }[]
    ).map((row) => ({ from: row.from_path, to: row.to_path })),
  );
  return { links, redirects };
}
