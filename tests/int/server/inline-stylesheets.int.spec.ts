// @vitest-environment node
// The server puts a page's CSS chunks inside its HTML: no render-blocking stylesheet request before the first
// paint, the same rules in the same order, and a disabled link per chunk so React never loads it again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINED_STYLE, inlineStylesheets, rootedUrls, stylesheetsIn } from '@/next-glue/server/inline-stylesheets.mjs';

const distDir = mkdtempSync(join(tmpdir(), 'inline-stylesheets-'));
mkdirSync(join(distDir, 'static', 'chunks'), { recursive: true });
const chunk = (name: string, css: string) => writeFileSync(join(distDir, 'static', 'chunks', name), css);
chunk('base-1.css', '@font-face{font-family:Inter;src:url(../media/inter-1.woff2)format("woff2")}body{margin:0}');
chunk('page-2.css', '.banner{background:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}.lead{color:#123}');
chunk('closes-3.css', '.x::after{content:"</style><script>alert(1)</script>"}');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const link = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}" data-precedence="next"/>`;
// The head and body of a page as Next 16 writes them, shortened.
const page =
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${link('base-1.css')}${link('page-2.css')}` +
  `${link('closes-3.css')}${link('missing-4.css')}<title>A post</title></head>` +
  `<body><h1>A post</h1><pre>${link('base-1.css')}</pre></body></html>`;

describe('inlineStylesheets', () => {
  const inlined = inlineStylesheets(page, stylesheetsIn(distDir));
  const head = inlined.slice(0, inlined.indexOf('</head>'));

  it('puts each chunk’s CSS where its link was, in the same order, with relative URLs rooted', () => {
    const styles = [...head.matchAll(/<style data-precedence="next" data-inlined="([^"]+)">([^<]*)<\/style>/g)];
    expect(styles.map(([, href]) => href)).toEqual([
      '/_next/static/chunks/base-1.css',
      '/_next/static/chunks/page-2.css',
    ]);
    expect(styles[0]![2]).toContain('src:url("/_next/static/media/inter-1.woff2")format("woff2")');
    expect(styles[1]![2]).toBe('.banner{background:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}.lead{color:#123}');
  });

  it('leaves no enabled link to an inlined chunk, and keeps a disabled one right after its CSS for React', () => {
    expect(head).not.toContain(link('base-1.css'));
    expect(head).toContain(
      '{margin:0}</style><link rel="stylesheet" href="/_next/static/chunks/base-1.css" data-precedence="next" disabled=""/>',
    );
    expect(head).toContain(
      '{color:#123}</style><link rel="stylesheet" href="/_next/static/chunks/page-2.css" data-precedence="next" disabled=""/>',
    );
  });

  it('keeps the link of a chunk it cannot inline safely: one that would close its style element, or a missing one', () => {
    expect(head).toContain(link('closes-3.css'));
    expect(head).toContain(link('missing-4.css'));
    expect(inlined).not.toContain('<script>alert(1)');
  });

  it('names what it wrote for the checks and benchmarks that read served pages', () => {
    expect([...inlined.matchAll(INLINED_STYLE)].map(([, , css]) => css)).toEqual([
      stylesheetsIn(distDir)('base-1.css'),
      stylesheetsIn(distDir)('page-2.css'),
    ]);
  });

  it('touches nothing outside the head', () => {
    expect(inlined.slice(inlined.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
    expect(inlineStylesheets('<p>no head</p>', stylesheetsIn(distDir))).toBe('<p>no head</p>');
  });
});

describe('rootedUrls', () => {
  it('resolves references relative to the chunks folder, and leaves absolute, rooted and in-document ones', () => {
    expect(rootedUrls("a{b:url('../media/x.png?v=1#f')}")).toBe('a{b:url("/_next/static/media/x.png?v=1#f")}');
    expect(rootedUrls('a{b:url( ./y.svg )}')).toBe('a{b:url("/_next/static/chunks/y.svg")}');
    for (const kept of ['a{b:url(/images/z.svg)}', 'a{b:url(https://cdn.test/z.svg)}', 'a{b:url(#clip)}'])
      expect(rootedUrls(kept)).toBe(kept);
  });
});
