// Whether a person is still on disk: their values searched for in the raw bytes of every file below some folders,
// as `grep -a` would (any letter case, so an address is found however it was typed).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : entry.isFile() ? [full] : [];
  });
}

/** Each `file: value` where a file below `dirs` holds one of `values` (ASCII: a name, an address, a phone). */
export function tracesOf(dirs: readonly string[], values: readonly string[]): string[] {
  return dirs.flatMap(filesBelow).flatMap((file) => {
    const bytes = readFileSync(file).toString('latin1').toLowerCase();
    return values.filter((value) => bytes.includes(value.toLowerCase())).map((value) => `${file}: ${value}`);
  });
}
