// @ts-check
// A page's stylesheets arrive inside its HTML, not as files: each file is a render-blocking request that a phone
// pays a round trip for before its first paint (docs/performance.md, "Stylesheets inside the page").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The exact tag Next 16 writes for a route's CSS chunk (next-glue/server/README.md), capturing the file's name.
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="\/_next\/static\/chunks\/([\w.-]+\.css)" data-precedence="next"\/>/g;
const CHUNKS_PATH = '/_next/static/chunks/';
/** A style this module wrote, its CSS the second group: for what reads served pages (checks, benchmarks). */
export const INLINED_STYLE = /(<style data-precedence="next" data-inlined="[^"]+">)([\s\S]*?)(<\/style>)/g;
// url("…"), url('…') or url(…): the reference is one of the three groups.
const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^'"\s)]+))\s*\)/g;
// Already absolute, rooted or in-document: it means the same from the page as from the file.
const NOT_RELATIVE = /^(?:[a-z][\w+.-]*:|\/|#)/i;

/**
 * `css` with each relative `url()` made relative to the site's root, as it was to the file's folder.
 * @param {string} css
 * @returns {string}
 */
export function rootedUrls(css) {
  /** @type {(whole: string, double?: string, single?: string, bare?: string) => string} */
  const rooted = (whole, double, single, bare) => {
    const reference = double ?? single ?? bare ?? '';
    if (NOT_RELATIVE.test(reference)) return whole;
    const resolved = new URL(reference, `https://site${CHUNKS_PATH}`);
    return `url(${JSON.stringify(resolved.pathname + resolved.search + resolved.hash)})`;
  };
  return css.replace(CSS_URL, rooted);
}

/**
 * Reads the build's CSS chunks once each, ready to inline: null for a file that is missing or that could close
 * the `<style>` element it goes into.
 * @param {string} distDir
 * @returns {(name: string) => string | null}
 */
export function stylesheetsIn(distDir) {
  /** @type {Map<string, string | null>} */
  const read = new Map();
  return (name) => {
    if (!read.has(name)) {
      let css = null;
      try {
        css = readFileSync(join(distDir, 'static', 'chunks', name), 'utf8');
      } catch {
        // Left as a link: the browser fetches it as before.
      }
      read.set(name, css === null || /<\/style/i.test(css) ? null : rootedUrls(css));
    }
    return read.get(name) ?? null;
  };
}

/**
 * `html` with each of Next's stylesheet links in its head replaced by the file's CSS in a `<style>`, in the same
 * place, followed by the same link made `disabled`: browsers fetch no disabled stylesheet, and React, which looks
 * a stylesheet up by its link when it hydrates or navigates, finds it there and loads it no second time.
 * @param {string} html
 * @param {(name: string) => string | null} readStylesheet
 * @returns {string}
 */
export function inlineStylesheets(html, readStylesheet) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link, name) => {
    const css = readStylesheet(name);
    if (css === null) return link;
    return `<style data-precedence="next" data-inlined="${CHUNKS_PATH}${name}">${css}</style>${link.replace('/>', ' disabled=""/>')}`;
  });
  return head + html.slice(headEnd);
}
