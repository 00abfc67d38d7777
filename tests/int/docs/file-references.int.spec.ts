// @vitest-environment node
// Every repository path a doc names in backticks exists: a doc that points at a moved or deleted file sends a
// newcomer nowhere. Only spans that are a path under one of the repository's top folders are checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const TOP_FOLDERS = 'app|components|lib|next-glue|scripts|tests|docs|deploy|content-api|packages|styles|public';
// A whole backticked span that is a path: no spaces, globs or placeholders (`*`, `…`, `{x}`, `<x>`), at most 300 characters.
const PATH_SPAN = new RegExp(`^(?:${TOP_FOLDERS})/[\\w.()\\[\\]@/-]{0,300}$`);
const BACKTICKED = /`([^`\n]{1,320})`/g;
/** Paths a doc names on purpose though they are gone (history, or what a build writes): `doc: path`. */
const IGNORED = new Set<string>([]);

function markdownUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...markdownUnder('next-glue'),
];

// A module named as it is imported (`components/forms/LeadForm`) is its file with one of these endings.
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.mjs'];
const exists = (named: string) => MODULE_ENDINGS.some((ending) => existsSync(path.join(ROOT, named + ending)));

/** The repository paths `doc` names in backticks, without a trailing `:line`. */
function namedPaths(doc: string): string[] {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  return [...text.matchAll(BACKTICKED)]
    .map((match) => match[1]!.replace(/:\d+$/, ''))
    .filter((span) => PATH_SPAN.test(span));
}

describe('paths named in the docs', () => {
  it('finds the docs and paths it checks', () => {
    expect(DOCS).toContain('docs/architecture.md');
    expect(DOCS).toContain('next-glue/server/README.md');
    expect(namedPaths('next-glue/README.md').length).toBeGreaterThan(10);
  });

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(doc).filter((named) => !IGNORED.has(`${doc}: ${named}`) && !exists(named));
    expect(missing).toEqual([]);
  });
});
