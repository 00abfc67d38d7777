import { ParsedEnd } from '../ParsedEnd';
import styles from './data-table.module.scss';

export interface TableData {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

interface DataTableProps extends TableData {
  /**
   * `figures`: a small table of amounts, caption shown, figures right-aligned (pricing discounts).
   * `list`: a wide table of text that scrolls sideways on phones, caption for assistive tech only (job roles).
   */
  variant?: 'figures' | 'list';
}

/** A captioned table whose first cell in each row is that row's header. */
export function DataTable({ caption, columns, rows, variant = 'figures' }: DataTableProps) {
  const table = (
    <table className={styles.table} data-variant={variant}>
      <caption className={variant === 'list' ? 'visually-hidden' : styles.caption}>{caption}</caption>
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
        {rows.map((row, rowIndex) => (
          <tr key={row[0]}>
            {row.map((text, index) => {
              const Cell = index === 0 ? 'th' : 'td';
              // The marker after the last cell's text marks the table whole: until then, columns fit the rows so far.
              const end = rowIndex === rows.length - 1 && index === row.length - 1;
              return (
                <Cell key={index} scope={index === 0 ? 'row' : undefined}>
                  {text}
                  {end && <ParsedEnd />}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (variant === 'figures') return table;
  // A focusable, labelled scroller, so keyboard users can scroll a table wider than the phone.
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      {table}
    </div>
  );
}
