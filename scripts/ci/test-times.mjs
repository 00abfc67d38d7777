// @ts-check
// Where a test run's time went, summed by file: Playwright's and Vitest's JSON reports (written under CI, or with
// E2E_TIMES / VITEST_TIMES set), printed as a table, slowest first, then what failed and why. An e2e spec file over
// 90 s must say why in its first line (`// Slow: …`), so a budget-eating spec is a decision, not an accident.
// Usage: node scripts/ci/test-times.mjs [--e2e <json>] [--unit <json>] [--top N] [--markdown]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TIMES_DIR } from './times-dir.mjs';
import { e2eFailures, printFailures, unitFailures } from './failures.mjs';
import { playwrightTests } from './playwright-tests.mjs';

const SLOW_SPEC_SECONDS = 90;
const SLOW_REASON = /^\/\/ Slow: \S/;

const { values } = parseArgs({
  options: {
    e2e: { type: 'string', default: path.join(TIMES_DIR, 'e2e.json') },
    unit: { type: 'string', default: path.join(TIMES_DIR, 'unit.json') },
    top: { type: 'string', default: '15' },
    markdown: { type: 'boolean', default: false },
  },
});

/** @typedef {{ file: string; seconds: number; tests: number }} FileTime */

/**
 * Every test's results summed under its spec file.
 * @param {any} report
 * @returns {FileTime[]}
 */
function e2eTimes(report) {
  /** @type {Map<string, FileTime>} */
  const byFile = new Map();
  for (const { file, test } of playwrightTests(report)) {
    const row = byFile.get(file) ?? { file, seconds: 0, tests: 0 };
    for (const result of test.results) {
      row.seconds += result.duration / 1000;
      row.tests += 1;
    }
    byFile.set(file, row);
  }
  return [...byFile.values()];
}

/**
 * Vitest's JSON gives each file's test time (its collect and environment time are in the run's total only).
 * @param {any} report
 * @returns {FileTime[]}
 */
const unitTimes = (report) =>
  report.testResults.map((/** @type {any} */ file) => ({
    file: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }));

/** @param {string} title @param {FileTime[]} rows */
function print(title, rows) {
  const sorted = [...rows].sort((a, b) => b.seconds - a.seconds);
  const total = sorted.reduce((sum, row) => sum + row.seconds, 0);
  const tests = sorted.reduce((sum, row) => sum + row.tests, 0);
  console.log(`\n${title}: ${sorted.length} files, ${tests} tests, ${(total / 60).toFixed(1)} min summed`);
  const shown = sorted.slice(0, Number(values.top));
  if (values.markdown) {
    console.log('\n| File | Tests | Seconds |\n| --- | ---: | ---: |');
    for (const row of shown) console.log(`| \`${row.file}\` | ${row.tests} | ${row.seconds.toFixed(0)} |`);
  } else
    for (const row of shown)
      console.log(`${row.seconds.toFixed(0).padStart(6)} s  ${String(row.tests).padStart(4)}  ${row.file}`);
}

/** The e2e spec files over the budget whose first line does not say why. */
const unexplained = (/** @type {FileTime[]} */ rows) =>
  rows.filter((row) => row.seconds > SLOW_SPEC_SECONDS && !SLOW_REASON.test(firstLine(row.file)));

const firstLine = (/** @type {string} */ file) => {
  const full = existsSync(file) ? file : path.join('tests/e2e', file);
  return existsSync(full) ? readFileSync(full, 'utf8').split('\n', 1)[0] : '';
};

if (existsSync(values.unit)) {
  const report = JSON.parse(readFileSync(values.unit, 'utf8'));
  print('Vitest', unitTimes(report));
  printFailures('Vitest', unitFailures(report));
}
if (existsSync(values.e2e)) {
  const report = JSON.parse(readFileSync(values.e2e, 'utf8'));
  const rows = e2eTimes(report);
  print('Playwright', rows);
  printFailures('Playwright', e2eFailures(report));
  for (const row of unexplained(rows))
    console.log(`\nOver ${SLOW_SPEC_SECONDS} s without a first line saying why (// Slow: …): ${row.file}`);
}
