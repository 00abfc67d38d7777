// Decides whether the existing production build is current for this source tree and configuration.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'app',
  'components',
  'lib',
  'styles',
  'public',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  const stats = statSync(path);
  if (stats.isFile()) {
    yield [path, stats];
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

/** A fingerprint of the sources (paths, sizes, mtimes) and the settings baked into a build. */
export function buildFingerprint(settings) {
  const hash = createHash('sha256').update(JSON.stringify(settings));
  for (const source of SOURCES) {
    for (const [path, stats] of files(source)) hash.update(`${path}:${stats.size}:${stats.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

export function isBuildCurrent(distDir, fingerprint) {
  const stampPath = join(distDir, 'build-stamp.json');
  if (!existsSync(join(distDir, 'BUILD_ID')) || !existsSync(stampPath)) return false;
  return JSON.parse(readFileSync(stampPath, 'utf8')).fingerprint === fingerprint;
}

export function writeBuildStamp(distDir, fingerprint) {
  writeFileSync(join(distDir, 'build-stamp.json'), JSON.stringify({ fingerprint, builtAt: new Date().toISOString() }));
}
