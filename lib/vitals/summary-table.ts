// `npm run vitals`'s text: one block per window, a line per page, device and metric, in aligned columns.
import type { SummaryRow } from './summary';
import { RATING_WORDS, figureOf } from './words';

const HEADINGS = ['page', 'device', 'metric', 'p75', 'views', 'rating'];

export function summaryLines(days: number, rows: readonly SummaryRow[]): string[] {
  const title = `Last ${days === 1 ? '24 hours' : `${days} days`}`;
  if (!rows.length) return [title, '  no views recorded'];
  const cells = [
    HEADINGS,
    ...rows.map((row) => [
      row.page,
      row.device,
      row.metric,
      figureOf(row.metric, row.p75),
      String(row.count),
      RATING_WORDS[row.rating],
    ]),
  ];
  const widths = HEADINGS.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)));
  return [
    title,
    ...cells.map((line) => `  ${line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd()),
  ];
}
