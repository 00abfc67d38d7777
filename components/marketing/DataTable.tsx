import styles from './data-table.module.scss';

export interface TableData {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** A small captioned table; the first cell of each row is its header. */
export function DataTable({ caption, columns, rows }: TableData) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
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
        {rows.map(([head, ...cells]) => (
          <tr key={head}>
            <th scope="row">{head}</th>
            {cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
