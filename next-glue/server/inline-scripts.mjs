// @ts-check
// The CSP hash sources of the inline scripts a browser would run from an HTML document.
import { createRequire } from 'node:module';
import { scriptHashSource } from '../../lib/security/script-hash.mjs';
import { isTrustedInlineScript } from './trusted-inline-scripts.mjs';

// htmlparser2's CommonJS build: the one Next's standalone tracing copies (sanitize-html requires it).
const { Parser } = createRequire(import.meta.url)('htmlparser2');

// Script types a browser executes; anything else (JSON-LD, templates) is a data block CSP ignores.
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** @param {Record<string, string>} attributes htmlparser2's, by name */
const isExecutableInline = (attributes) =>
  attributes.src === undefined && EXECUTABLE_TYPES.has((attributes.type ?? '').trim().toLowerCase());

/**
 * The text of each inline script, as written: script bodies are raw text, so entities stay undecoded.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[] | null} */
  let current = null;
  const parser = new Parser(
    {
      /** @param {string} name @param {Record<string, string>} attributes */
      onopentag(name, attributes) {
        if (name === 'script') current = isExecutableInline(attributes) ? [] : null;
      },
      /** @param {string} text */
      ontext(text) {
        current?.push(text);
      },
      /** @param {string} name */
      onclosetag(name) {
        if (name === 'script' && current) scripts.push(current.join(''));
        if (name === 'script') current = null;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return scripts;
}

/** @param {string[]} scripts */
const distinctHashes = (scripts) => [...new Set(scripts.map(scriptHashSource))];

/**
 * The distinct hash sources of a document's inline scripts, in document order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return distinctHashes(inlineScripts(html));
}

/**
 * The same, of only the scripts Next wrote: what the server puts in the page's CSP.
 * @param {string} html
 * @returns {string[]}
 */
export function trustedInlineScriptHashes(html) {
  return distinctHashes(inlineScripts(html).filter(isTrustedInlineScript));
}
