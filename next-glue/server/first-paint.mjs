// @ts-check
// The first paint's two rewrites of a public page, each switched on or off at server start (FIRST_PAINT_SCRIPTS,
// FIRST_PAINT_CSS): off, that aspect of the page is exactly as Next wrote it, so the field can compare the two.
import { inlineStylesheets } from './inline-stylesheets.mjs';
import { startScriptsAfterPaint } from './scripts-after-paint.mjs';

/** Each switch's variable and its allowed values, today's behaviour first (the default). */
const FIRST_PAINT_SWITCHES = /** @type {const} */ ({
  FIRST_PAINT_SCRIPTS: ['after-paint', 'as-next-wrote'],
  FIRST_PAINT_CSS: ['inline', 'linked'],
});

/** @typedef {{ scriptsAfterPaint: boolean; inlineCss: boolean }} FirstPaint Which rewrites run. */

/** Both rewrites on: the default. */
export const FIRST_PAINT_DEFAULT = /** @type {FirstPaint} */ ({ scriptsAfterPaint: true, inlineCss: true });

/**
 * The rewrites `env` asks for, or a problem per variable set to anything but its allowed values.
 * @param {Record<string, string | undefined>} env
 * @returns {{ firstPaint: FirstPaint; problems: string[] }}
 */
export function firstPaintSettings(env) {
  /** @type {string[]} */
  const problems = [];
  /** @param {keyof typeof FIRST_PAINT_SWITCHES} name */
  const isOn = (name) => {
    const allowed = FIRST_PAINT_SWITCHES[name];
    const value = env[name]?.trim() || allowed[0];
    if (!(/** @type {readonly string[]} */ (allowed).includes(value)))
      problems.push(`${name} must be ${allowed.join(' or ')} (default ${allowed[0]}), got ${value.slice(0, 40)}`);
    return value === allowed[0];
  };
  const firstPaint = { scriptsAfterPaint: isOn('FIRST_PAINT_SCRIPTS'), inlineCss: isOn('FIRST_PAINT_CSS') };
  return { firstPaint, problems };
}

/**
 * The rewrite of a whole document for the first paint, with only the rewrites `firstPaint` turns on (the CSS
 * first: it reads the links the scripts' pass leaves alone).
 * @param {FirstPaint} firstPaint
 * @param {(name: string) => string | null} readStylesheet
 * @returns {(html: string) => string}
 */
export function firstPaintRewrite({ scriptsAfterPaint, inlineCss }, readStylesheet) {
  return (html) => {
    const styled = inlineCss ? inlineStylesheets(html, readStylesheet) : html;
    return scriptsAfterPaint ? startScriptsAfterPaint(styled) : styled;
  };
}
