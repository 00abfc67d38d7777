// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { armsAgainst, rotated } from '../../../scripts/bench/arms.mjs';
import { withoutScripts } from '../../../scripts/bench/bare-pages.mjs';

describe('the bare arm', () => {
  const page = [
    '<html><head>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
    '<link rel="modulepreload" href="/_next/static/chunks/c.js"/>',
    '<script src="/_next/static/chunks/b.js" async=""></script>',
    '</head><body><h1>Hire</h1><img src="/media/x.webp" alt="x"/>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>self.__next_f.push([1,"<\\/script> still data"])</script>',
    '</body></html>',
  ].join('');

  it('takes out every script and what only loads one, and keeps the page, its CSS, images and JSON-LD', () => {
    expect(withoutScripts(page)).toBe(
      '<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/></head><body><h1>Hire</h1>' +
        '<img src="/media/x.webp" alt="x"/><script type="application/ld+json">{"@type":"Organization"}</script>' +
        '</body></html>',
    );
  });
});

describe('the arms', () => {
  it('are the project and the arms asked for, and refuse an unknown one', () => {
    expect(armsAgainst('stock,bare')).toEqual(['project', 'stock', 'bare']);
    expect(armsAgainst('')).toEqual(['project']);
    expect(() => armsAgainst('stock,nginx')).toThrow(/not nginx/);
  });

  it('each start a round once, so no arm always goes first', () => {
    const arms = ['project', 'stock', 'bare'];
    expect([0, 1, 2].map((round) => rotated(arms, round)[0])).toEqual(['project', 'stock', 'bare']);
  });
});
