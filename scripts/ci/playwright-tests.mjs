// @ts-check
// Every test in Playwright's JSON report, with where it sits: its suites nest (file, describe, …).

/** @typedef {{ file: string; titles: string[]; test: any }} ReportedTest */

/**
 * Each test of `report`, with its spec file (the top-level suite's: a test declared in a support module counts for
 * the spec that called it) and its titles from the file down (file › describe › … › test).
 * @param {any} report
 * @returns {Generator<ReportedTest>}
 */
export function* playwrightTests(report) {
  /** @param {any} suite @param {string} file @param {string[]} path @returns {Generator<ReportedTest>} */
  function* walk(suite, file, path) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) yield { file, titles: [...here, spec.title], test };
    for (const child of suite.suites ?? []) yield* walk(child, file, here);
  }
  for (const suite of report.suites ?? []) yield* walk(suite, suite.file, []);
}
