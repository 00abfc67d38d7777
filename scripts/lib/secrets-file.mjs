// @ts-check
// The secrets `npm start` generates, kept in one file readable by its owner only (mode 0600), so a restart keeps
// preview links, staff invitations, sessions' key and the admin token valid; `npm start -- --reset` makes new ones.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRETS_FILE = '.data/secrets.json';
const OWNER_ONLY = 0o600;

/**
 * The secrets kept in `file`: a JSON object of names to strings; an unreadable or malformed file counts as empty.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readSecrets(file) {
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string' && value));
  } catch {
    return {};
  }
}

/**
 * Each of `names` from the environment when set there, else from `file`, else newly generated (48 hex characters)
 * and written to `file` (mode 0600, replaced whole so a crash never leaves half a file). With `rotate`, the file's
 * values are ignored and replaced. A file others could read is made the owner's only.
 * @param {string} file
 * @param {readonly string[]} names
 * @param {{ env?: Record<string, string | undefined>; rotate?: boolean }} [options]
 * @returns {{ values: Record<string, string>; generated: string[]; fromFile: string[] }}
 */
export function keptSecrets(file, names, { env = process.env, rotate = false } = {}) {
  const kept = rotate ? {} : readSecrets(file);
  /** @type {Record<string, string>} */
  const values = {};
  /** @type {string[]} */
  const generated = [];
  /** @type {string[]} */
  const fromFile = [];
  for (const name of names) {
    const fromEnv = env[name]?.trim();
    if (fromEnv) values[name] = fromEnv;
    else if (kept[name]) {
      values[name] = kept[name];
      fromFile.push(name);
    } else {
      values[name] = kept[name] = randomBytes(24).toString('hex');
      generated.push(name);
    }
  }
  if (generated.length || rotate) writeOwnerOnly(file, `${JSON.stringify(kept, null, 2)}\n`);
  else if (existsSync(file) && (statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  return { values, generated, fromFile };
}

/**
 * @param {string} file
 * @param {string} text
 */
function writeOwnerOnly(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: OWNER_ONLY });
  // The mode given above applies only to a new file, and the umask may narrow it; set it exactly.
  chmodSync(temporary, OWNER_ONLY);
  renameSync(temporary, file);
}
