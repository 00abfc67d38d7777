// @vitest-environment node
// Arrows point down (docs/architecture.md): app → components → lib; the data layer never reads page copy;
// the content API reaches outside its folder only through the shared package.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Each import or export specifier in a file, static or dynamic. */
function specifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** Where a specifier points, as a path from the repository root; bare package names stay as they are. */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return relative('.', resolve(dirname(file), specifier));
  return specifier;
}

function offending(files: string[], isWrong: (to: string) => boolean): string[] {
  return files.flatMap((file) =>
    specifiers(file)
      .map((specifier) => target(file, specifier))
      .filter(isWrong)
      .map((to) => `${file} → ${to}`),
  );
}

describe('import arrows', () => {
  it('nothing in lib/ imports a component or a route', () => {
    expect(offending(sourceFiles('lib'), (to) => /^(components|app)\//.test(to))).toEqual([]);
  });

  it('the data layer (lib/api) never imports page copy', () => {
    expect(offending(sourceFiles('lib/api'), (to) => to.startsWith('lib/copy'))).toEqual([]);
  });

  it("the content API imports nothing outside its folder but packages (the site's rules come from @site/shared)", () => {
    const files = [...sourceFiles('content-api/src'), ...sourceFiles('content-api/tests')];
    const outside = (to: string) => to.startsWith('..') || /^(lib|components|app|next-glue|scripts)\//.test(to);
    expect(offending(files, outside)).toEqual([]);
  });
});
