// @ts-check
// Starts a page's framework scripts after its first paint, not before: Next names them as `async` scripts in the
// head, which evaluate (0.1–0.3 s of main thread on a phone) before the first paint whenever they arrive first, and
// Lighthouse then counts all of them towards the largest paint (docs/performance.md, "Side by side").

// The exact tags Next 16 and React write for the build's own chunks (`next-glue/server/README.md`), each capturing
// its path: the chunk scripts, React's bootstrap preload, and next/dynamic's preload of a lazy island's chunk.
const CHUNK = '(\\/_next\\/static\\/chunks\\/[\\w.-]+\\.js)';
const MOVED_TAGS = [
  new RegExp(`<script src="${CHUNK}" async=""></script>`, 'g'),
  new RegExp(`<link rel="preload" as="script" fetchPriority="low" href="${CHUNK}"/>`, 'g'),
  new RegExp(`<link rel="preload" href="${CHUNK}" as="script" fetchPriority="low"/>`, 'g'),
];
const BODY_END = '</body>';
// Next's shell for a page it renders in the browser (a not-found answer among them): its scripts are its content.
const CLIENT_RENDERED = /^<!DOCTYPE html><html id="__next_error__"/i;

export const SCRIPT_LIST_ID = 'scripts-after-paint';
const SCRIPT_LIST = new RegExp(`<script type="application/json" id="${SCRIPT_LIST_ID}">([^<]*)</script>`);

/**
 * The scripts a served page's list starts after its first paint (none for a page without the list): for what reads
 * served pages (checks, benchmarks).
 * @param {string} html
 * @returns {string[]}
 */
export function listedScripts(html) {
  const list = html.match(SCRIPT_LIST)?.[1];
  return list ? JSON.parse(list) : [];
}

// A slow hero image does not hold the page's scripts back longer than this.
const HERO_WAIT_MS = 3000;

/**
 * The one inline script added to every page, fixed text the server vouches for in each page's CSP
 * (trusted-inline-scripts.mjs). It reads the list just before it, never an element found by id elsewhere in the
 * page. After the first frame is painted (a task queued by that frame's
 * animation callback), and once the page's high-priority images (its largest paint) are decoded and painted,
 * it inserts the listed chunks (dynamic scripts are async, as Next's were). A hidden tab paints no frame: it
 * starts them at once.
 */
export const SCRIPTS_AFTER_PAINT = `(function(d,list){var started=false;function start(){if(started)return;started=true;\
JSON.parse(list.textContent).forEach(function(src){\
var s=d.createElement('script');s.src=src;s.async=true;d.head.appendChild(s)})}\
function afterPaint(f){requestAnimationFrame(function(){setTimeout(f,0)})}\
if(d.visibilityState==='hidden')return start();setTimeout(start,${HERO_WAIT_MS});\
afterPaint(function(){var heroes=[].slice.call(d.querySelectorAll('img[fetchpriority="high"]'));\
Promise.all(heroes.map(function(i){return i.decode().catch(function(){})})).then(function(){afterPaint(start)})})\
})(document,document.currentScript.previousElementSibling)`;

/**
 * `html` with Next's chunk scripts (and their preloads) taken out of the document and started by
 * SCRIPTS_AFTER_PAINT from the end of the body, in the same order. A document without them or without a body
 * end, and Next's client-rendered shell (nothing to paint before its scripts run), are returned unchanged.
 * @param {string} html
 * @returns {string}
 */
export function startScriptsAfterPaint(html) {
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (bodyEnd < 0 || CLIENT_RENDERED.test(html)) return html;
  /** @type {string[]} */
  const sources = [];
  /** @param {string} _tag @param {string} src */
  const take = (_tag, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  };
  const before = MOVED_TAGS.reduce((text, tag) => text.replace(tag, take), html.slice(0, bodyEnd));
  if (sources.length === 0) return html;
  // The sources are paths of `[\w.-]` only: nothing in them can close the data block or need escaping.
  const list = `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify(sources)}</script>`;
  return `${before}${list}<script>${SCRIPTS_AFTER_PAINT}</script>${html.slice(bodyEnd)}`;
}
