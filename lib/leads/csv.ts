// How the lead exports are written (`npm run leads -- export` and the console's Export CSV): a UTF-8 byte order mark
// first, so Excel reads `café` and `李` as typed (without it, it guesses the system's code page); RFC 4180 rows
// (CRLF, every cell quoted by csv-stringify, quotes doubled); every cell kept as text (OWASP's CSV injection advice).
import { stringify } from 'csv-stringify/sync';

export const UTF8_BOM = '\uFEFF';

/**
 * A formula trigger (`=`, `+`, `-`, `@`, tab, CR) at the start of a cell or after anything a spreadsheet may split
 * a cell at (a locale's `,` or `;`, a tab, a line break), spaces between, gets a `'` before it: `a;=1+1` → `a;'=1+1`.
 */
const FORMULA_START = /(^|[,;\t\r\n])( *)(?=[=+\-@\t\r])/g;
const asText = (cell: string) => cell.replace(FORMULA_START, "$1$2'");

/** The rows, the header first, as the file's text. */
export function csvText(rows: readonly (readonly string[])[]): string {
  // Every cell in double quotes (embedded ones doubled): a reader splitting at `;` or `,` keeps the cell whole.
  const body = stringify(
    rows.map((row) => row.map(asText)),
    { quoted: true, quoted_empty: true, record_delimiter: 'windows' },
  );
  return `${UTF8_BOM}${body}`;
}
