// @vitest-environment node
// The server moves Next's chunk scripts behind the first paint: taken out of the head, listed, and started by
// one fixed inline script that the server vouches for in each page's CSP.
import { describe, expect, it } from 'vitest';
import { scriptHashSource } from '@/lib/security/script-hash.mjs';
import { inlineScripts, trustedInlineScriptHashes } from '@/next-glue/server/inline-scripts.mjs';
import { listedScripts, SCRIPTS_AFTER_PAINT, startScriptsAfterPaint } from '@/next-glue/server/scripts-after-paint.mjs';

// The head and body end of a page as Next 16 writes them (a post of the e2e build, shortened).
const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/1eroiun2rpfye.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3nv1q66oy6ws9.js"/>' +
  '<script src="/_next/static/chunks/2b23rnl5a4r7f.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
  // next/dynamic's preload of a lazy island (the quote form on a top-level service).
  '<link rel="preload" href="/_next/static/chunks/3cwt2n8ubka6k.js" as="script" fetchPriority="low"/></head>' +
  '<body><h1>A post</h1><script type="application/ld+json">{"@type":"BlogPosting"}</script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});</script>' +
  '<script src="/_next/static/chunks/3nv1q66oy6ws9.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';

describe('startScriptsAfterPaint', () => {
  const moved = startScriptsAfterPaint(page);

  it('leaves no chunk script and no script preload for the parser to start', () => {
    expect(moved).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(moved).not.toMatch(/<link rel="preload"[^>]*as="script"/);
  });

  it('lists every chunk once, in document order, for the script that starts them', () => {
    expect(listedScripts(moved)).toEqual([
      '/_next/static/chunks/2b23rnl5a4r7f.js',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
      '/_next/static/chunks/3nv1q66oy6ws9.js',
      '/_next/static/chunks/3cwt2n8ubka6k.js',
    ]);
  });

  it('adds only the fixed starter, at the end of the body, whose hash the page’s CSP names', () => {
    const added = inlineScripts(moved).filter((script) => !inlineScripts(page).includes(script));
    expect(added).toEqual([SCRIPTS_AFTER_PAINT]);
    expect(trustedInlineScriptHashes(moved)).toContain(scriptHashSource(SCRIPTS_AFTER_PAINT));
    expect(moved).toMatch(/<\/script><\/body><\/html>$/);
    expect(moved.indexOf(SCRIPTS_AFTER_PAINT)).toBeGreaterThan(moved.indexOf('push([0])'));
  });

  it('keeps everything else as it was: styles, the legacy polyfill, data and Next’s inline scripts', () => {
    const withoutMoved = (html: string) =>
      html
        .replace(/<link rel="preload"[^>]*as="script"[^>]*\/>|<script src="[^"]+" async=""><\/script>/g, '')
        .replace(/<script type="application\/json" id="scripts-after-paint">.*?<\/script><script>.*?<\/script>/, '');
    expect(withoutMoved(moved)).toBe(withoutMoved(page));
    expect(moved).toContain('noModule=""');
  });

  it('returns a document without chunk scripts, or without a body end, unchanged', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Static</p></body></html>';
    expect(startScriptsAfterPaint(plain)).toBe(plain);
    const cut = page.slice(0, page.indexOf('</body>'));
    expect(startScriptsAfterPaint(cut)).toBe(cut);
  });

  it("leaves Next's client-rendered shell (a not-found answer) as it is: its scripts are all it shows", () => {
    const shell = page.replace('<html lang="en">', '<html id="__next_error__">');
    expect(startScriptsAfterPaint(shell)).toBe(shell);
  });
});
