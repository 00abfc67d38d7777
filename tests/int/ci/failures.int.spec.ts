// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eFailures, unitFailures } from '../../../scripts/ci/failures.mjs';

const run = promisify(execFile);
// Inside the repository, so the fixtures resolve the runners from its node_modules.
let dir = '';
beforeAll(async () => {
  await mkdir('.data', { recursive: true });
  dir = await mkdtemp(path.resolve('.data/ci-failures-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs a runner on a fixture that passes once and fails twice, and reads the JSON report it wrote. */
async function reportOf(command: string[], fixture: string, name: string, reportFile: string) {
  await writeFile(path.join(dir, name), fixture);
  await run('npx', command, { cwd: dir }).catch(() => undefined); // a failing run exits non-zero
  return JSON.parse(await readFile(path.join(dir, reportFile), 'utf8'));
}

describe("CI's list of what failed", () => {
  it("names each failed Playwright test by project, file, describe and title, and each error's first lines, soft ones too", async () => {
    await writeFile(
      path.join(dir, 'pw.config.mjs'),
      "export default { testDir: '.', testMatch: 'x.pw.mjs', outputDir: 'pw-results', projects: [{ name: 'desktop' }], reporter: [['json', { outputFile: 'pw.json' }]] };",
    );
    const fixture = [
      "import { expect, test } from '@playwright/test';",
      "test('passes', () => expect(1).toBe(1));",
      "test.describe('a page', () => {",
      "  test('shifts', () => { expect.soft(0.1, 'layout shift; moved: div.hero').toBe(0); expect.soft(['x'], 'axe').toEqual([]); });",
      '});',
    ].join('\n');
    const report = await reportOf(['playwright', 'test', '-c', 'pw.config.mjs'], fixture, 'x.pw.mjs', 'pw.json');

    const failures = e2eFailures(report);
    expect(failures.map((failure) => failure.title)).toEqual(['desktop › x.pw.mjs › a page › shifts']);
    const why = failures[0]?.why.join('\n');
    expect(why).toMatch(/layout shift; moved: div\.hero[\s\S]*axe/);
    expect(why).not.toMatch(/\u001b/);
  }, 60_000);

  it('names each failed Vitest test by its titles, with the first lines of why and no stack', async () => {
    await writeFile(path.join(dir, 'v.config.mjs'), "export default { test: { include: ['x.test.mjs'] } };");
    const fixture = [
      "import { describe, expect, it } from 'vitest';",
      "it('passes', () => expect(1).toBe(1));",
      "describe('the store', () => { it('reads once', () => expect(2, 'reads').toBe(1)); });",
    ].join('\n');
    const report = await reportOf(
      ['vitest', 'run', '--root', '.', '--config', 'v.config.mjs', '--reporter=json', '--outputFile=unit.json'],
      fixture,
      'x.test.mjs',
      'unit.json',
    );

    expect(unitFailures(report)).toEqual([
      { title: 'the store reads once', why: [expect.stringMatching(/^AssertionError: reads: expected 2 to be 1/)] },
    ]);
  }, 60_000);
});
