// @ts-check
// What failed, and the first lines of why, from the runners' JSON reports: CI shows only the end of its output, and
// the runners' own failure reports scroll out of it.
import { stripVTControlCharacters } from 'node:util';
import { playwrightTests } from './playwright-tests.mjs';

const LINES_PER_ERROR = 4;
// A received page's HTML is one line; its start says enough.
const CHARS_PER_LINE = 240;
const STACK_FRAME = /^\s*at /;

/** @param {string} message */
const firstLines = (message) =>
  // The runners colour their messages; the summary is plain text.
  stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd().slice(0, CHARS_PER_LINE))
    .filter((line) => line && !STACK_FRAME.test(line))
    .slice(0, LINES_PER_ERROR);

/** @typedef {{ title: string; why: string[] }} Failure */

/**
 * Playwright: every test whose outcome was unexpected (a pass that was meant to fail included), named as Playwright's
 * list names it (project › file › describe › title), with each of its errors, soft assertions' too.
 * @param {any} report
 * @returns {Failure[]}
 */
export const e2eFailures = (report) =>
  [...playwrightTests(report)]
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ titles, test }) => ({
      title: [test.projectName, ...titles].filter(Boolean).join(' › '),
      why: test.results.flatMap((/** @type {any} */ result) =>
        (result.errors ?? []).flatMap((/** @type {any} */ error) => firstLines(error.message ?? '')),
      ),
    }));

/**
 * Vitest: every failed test, named by its file and titles.
 * @param {any} report
 * @returns {Failure[]}
 */
export const unitFailures = (report) =>
  report.testResults.flatMap((/** @type {any} */ file) =>
    file.assertionResults
      .filter((/** @type {any} */ test) => test.status === 'failed')
      .map((/** @type {any} */ test) => ({
        title: test.fullName ?? test.title,
        why: (test.failureMessages ?? []).flatMap(firstLines),
      })),
  );

/** @param {string} runner @param {Failure[]} failures */
export function printFailures(runner, failures) {
  if (failures.length === 0) return;
  console.log(`\n${runner}, failed (${failures.length}):`);
  for (const { title, why } of failures) {
    console.log(`  ✘ ${title}`);
    for (const line of why) console.log(`      ${line}`);
  }
}
