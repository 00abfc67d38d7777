import styles from './lists.module.scss';

interface ListTableProps {
  /** For assistive tech: what the rows are and in which order. */
  caption: string;
  columns: readonly string[];
  /** The rows; each cell carries `data-label` with its column's name, which phones show as the rows stack. */
  children: React.ReactNode;
}

/**
 * The console's lists (leads, audit lines). Not the site's DataTable: a console page sharing a public component's
 * stylesheet gets its own styles merged into that stylesheet, which public pages then load (measured with
 * components/ui/table: the console's CSS arrived on /pricing).
 */
export function ListTable({ caption, columns, children }: ListTableProps) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
