// What a public page can load, read from the HTML the server sends: the scripts and stylesheets it names, and every
// chunk those scripts can load later; and the strings only console code holds, to look for in them.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CHUNK = /static\/chunks\/[\w.-]+\.js/g;
const STYLESHEET = /static\/chunks\/[\w.-]+\.css/g;
// The polyfills for browsers without modules: a browser that runs modules never fetches them.
const NO_MODULE_SCRIPT = /<script[^>]*\bnoModule\b[^>]*>/gi;

const asPaths = (names: Iterable<string>) => [...new Set([...names].map((name) => `/_next/${name}`))];

/** The scripts a page's HTML names (its tags and its flight data), but the no-module polyfills. */
export function scriptsNamedIn(html: string): string[] {
  const polyfills = new Set((html.match(NO_MODULE_SCRIPT) ?? []).flatMap((tag) => tag.match(CHUNK) ?? []));
  return asPaths((html.match(CHUNK) ?? []).filter((name) => !polyfills.has(name)));
}

/** The stylesheets a page names (its links, which the server inlines, and the ones its flight data preloads). */
export const stylesheetsNamedIn = (html: string): string[] => asPaths(html.match(STYLESHEET) ?? []);

/** `scripts` and every chunk they name, and those name, …: all a page can ever load. */
export async function scriptClosure(scripts: string[], read: (path: string) => Promise<string>) {
  const texts = new Map<string, string>();
  const waiting = [...scripts];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    if (texts.has(next)) continue;
    const text = await read(next);
    texts.set(next, text);
    waiting.push(...scriptsNamedIn(text));
  }
  return texts;
}

const SOURCE = /\.(?:tsx?|mjs)$/;
/** The source files of a folder, or the one file named. */
const sourcesUnder = (folderOrFile: string): string[] =>
  SOURCE.test(folderOrFile)
    ? [folderOrFile]
    : readdirSync(folderOrFile, { recursive: true, encoding: 'utf8' })
        .filter((name) => SOURCE.test(name))
        .map((name) => path.join(folderOrFile, name));

/** A literal a minifier writes as it is: printable ASCII without quotes or backslashes, long enough to be telling. */
const telling = (text: string) => text.length >= 16 && /^[\x20-\x7e]+$/.test(text) && !/["'`\\]/.test(text);

/** The string literals and JSX texts of a TypeScript file. */
function literalsOf(file: string): string[] {
  const literals: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    else if (ts.isJsxText(node)) literals.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return literals;
}

/**
 * The texts only the console's code holds (`staffFolders`, folders or files): every telling literal of theirs that no other source
 * under `siteFolders` contains, import paths aside. One of them in a public chunk means console code reached it.
 */
export function consoleOnlyStrings(staffFolders: string[], siteFolders: string[]): string[] {
  const staff = staffFolders.flatMap(sourcesUnder);
  const elsewhere = siteFolders
    .flatMap(sourcesUnder)
    .filter((file) => !staff.includes(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const literals = staff.flatMap(literalsOf).filter((text) => telling(text) && !/^[@.]\//.test(text));
  return [...new Set(literals)].filter((text) => !elsewhere.includes(text));
}
