import styles from './role-table.module.scss';

interface RoleTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A real table (scrolls sideways on phones rather than squeezing its columns). */
export function RoleTable({ caption, columns, rows }: RoleTableProps) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
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
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {rest.map((cell) => (
                <td key={cell}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
