// What JavaScript a public page runs, module by module, independent of how Turbopack numbers, groups and minifies.
// Turbopack gives each module a short id hashed from its path and settles a clash by renumbering the module whose
// path sorts later (so a module added anywhere can renumber a public one); it splits shared code into chunks by how
// the whole app uses it; and its minifier names a module's locals by the chunk it lands in. All three change a
// public chunk's bytes without changing one step of what it runs. So each chunk is read as its modules, and each
// module as its tokens, with module ids, chunk names, server action ids (new on every build), the content API's
// origin and local names as placeholders: every keyword, operator, string, number and property name still counts.
import { tokenizer } from 'acorn';
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';

const CHUNK = /\/?_next\/static\/chunks\/[\w.-]+\.js|static\/chunks\/[\w.-]+\.js/g;
const ANY_CHUNK = /static\/chunks\/[\w.-]+\.(js|css)/g;
// Next recalculates every server action's id on each build (a hash it salts per build), even of the same code.
const ACTION_ID = /^[0-9a-f]{42}$/;
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** The chunk paths a text names (a page's HTML), as `/_next/static/chunks/….js`. */
export const chunksNamedIn = (text: string): string[] => [
  ...new Set((text.match(CHUNK) ?? []).map((name) => `/_next/${name.replace(/^\/?(_next\/)?/, '')}`)),
];

/** A chunk's modules as [id, source] pairs, or null for what is not a module chunk (Turbopack's runtime). */
export function modulesOf(chunk: string): [number, string][] | null {
  const sandbox: { TURBOPACK?: unknown[][] } = {};
  try {
    // A module chunk only pushes its factories; none of them runs here.
    runInNewContext(chunk, Object.assign(sandbox, { globalThis: sandbox, self: sandbox }), { timeout: 2_000 });
  } catch {
    return null;
  }
  const pushed = sandbox.TURBOPACK?.flat() ?? [];
  const modules: [number, string][] = [];
  for (let index = 0; index < pushed.length; index += 1)
    if (typeof pushed[index] === 'number' && typeof pushed[index + 1] === 'function')
      modules.push([pushed[index] as number, String(pushed[index + 1])]);
  return modules.length ? modules : null;
}

/** Every module id in a build's client chunks (`<distDir>/static/chunks`): what a module's code may refer to. */
export function moduleIdsOf(chunkTexts: Iterable<string>): Set<number> {
  const ids = new Set<number>();
  for (const text of chunkTexts) for (const [id] of modulesOf(text) ?? []) ids.add(id);
  return ids;
}

/** `source` as tokens, with the minifier's local names (any name but a property's), ids and chunk names as placeholders. */
function canonical(source: string, ids: Set<number>, origin: RegExp): string {
  const out: string[] = [];
  let previous = '';
  for (const token of tokenizer(source, { ecmaVersion: 'latest' })) {
    const { label } = token.type;
    // acorn's Token types its value as absent, though every name, number, string and template carries one.
    const value: unknown = (token as { value?: unknown }).value;
    if (label === 'name' && previous !== '.' && previous !== '?.') out.push('#');
    else if (label === 'num') out.push(ids.has(Number(value)) ? '#id' : String(value));
    else if (typeof value === 'string' && ACTION_ID.test(value)) out.push('<action>');
    else if (typeof value === 'string')
      out.push(JSON.stringify(value.replace(ANY_CHUNK, 'static/chunks/#.$1').replace(origin, '<origin>')));
    else out.push(label);
    previous = label;
  }
  return out.join(' ');
}

/** The digests of every module (or the whole chunk, for the runtime) in `chunks`: equal digests, the same code. */
export function moduleDigests(chunks: string[], ids: Set<number>, origin: RegExp): string[] {
  const digests = chunks.flatMap((text) => {
    const modules = modulesOf(text);
    return modules
      ? modules.map(([, source]) => digest(canonical(source, ids, origin)))
      : [digest(canonical(text, ids, origin))];
  });
  return [...new Set(digests)].sort();
}

const STYLESHEET = /\/?_next\/static\/chunks\/[\w.-]+\.css/g;

/** The stylesheets a page names (its links, which the server inlines, and the ones its flight data preloads). */
export const stylesheetsNamedIn = (text: string): string[] => [
  ...new Set((text.match(STYLESHEET) ?? []).map((name) => `/${name.replace(/^\//, '')}`)),
];

// A CSS module's class names start with a hash of its path (`xPcXAG_tables`; `_` first when the hash starts with a
// digit): moving a file renames its classes, in its page's HTML and its CSS alike, and changes no style.
const MODULE_CLASS = /\.(?:_(?=\d))?[A-Za-z0-9_-]{6}_(?=[A-Za-z])/g;

/**
 * The top-level rules of `sheets` (an @media block is one rule) in the order the page applies them (the cascade
 * depends on it), with CSS modules' path hashes as placeholders: their count, and one digest of the whole sequence.
 */
export function ruleDigests(sheets: string[]): { rules: number; digest: string } {
  const rules: string[] = [];
  for (const sheet of sheets) {
    let depth = 0;
    let start = 0;
    for (let index = 0; index < sheet.length; index += 1) {
      if (sheet[index] === '{') depth += 1;
      else if (sheet[index] === '}' && --depth === 0) {
        rules.push(sheet.slice(start, index + 1).trim());
        start = index + 1;
      }
    }
  }
  return { rules: rules.length, digest: digest(rules.map((rule) => rule.replace(MODULE_CLASS, '.#_')).join('\n')) };
}
