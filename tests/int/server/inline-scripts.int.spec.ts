// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptHashSource } from '@/lib/security/script-hash.mjs';
import { inlineScriptHashes, inlineScripts } from '@/next-glue/server/inline-scripts.mjs';
import { policyWithScriptHashes } from '@/next-glue/server/script-policy.mjs';

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async></script></head><body>${scripts
    .map((script) => `<script>${script}</script>`)
    .join('')}<script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;

describe('inline script hashes', () => {
  it('hashes a script the way browsers do (the CSP spec and MDN example)', () => {
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('reads only scripts a browser runs inline: not src scripts, not JSON-LD', () => {
    const html = `${page('(self.__next_f=self.__next_f||[]).push([0])')}<script type="module">import('/x.js')</script>`;
    expect(inlineScripts(html)).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', "import('/x.js')"]);
  });

  it('keeps a script body as written: entities are not decoded and markup inside strings stays', () => {
    const body = 'self.__next_f.push([1,"a &amp; b <div></div> </scr"])';
    expect(inlineScripts(page(body))).toEqual([body]);
  });

  it('hashes CR LF as the LF the HTML parser gives the browser', () => {
    expect(scriptHashSource('a()\r\nb()')).toBe(scriptHashSource('a()\nb()'));
  });

  it('lists each distinct script once', () => {
    expect(inlineScriptHashes(page('a()', 'b()', 'a()'))).toEqual([scriptHashSource('a()'), scriptHashSource('b()')]);
  });
});

describe('a regenerated page', () => {
  const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'";
  const before = page('self.__next_f.push([0])', 'self.__next_f.push([1,"Old title"])');
  const after = page('self.__next_f.push([0])', 'self.__next_f.push([1,"New title"])');

  it('gets a header naming its new scripts and no longer the replaced one', () => {
    const header = policyWithScriptHashes(policy, inlineScriptHashes(after));
    const scriptSrc = header.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' 'unsafe-inline' ${scriptHashSource('self.__next_f.push([0])')} ${scriptHashSource(
        'self.__next_f.push([1,"New title"])',
      )}`,
    );
    expect(header).not.toContain(scriptHashSource('self.__next_f.push([1,"Old title"])'));
    expect(header).not.toBe(policyWithScriptHashes(policy, inlineScriptHashes(before)));
  });

  it('leaves every other directive as it was', () => {
    const header = policyWithScriptHashes(policy, inlineScriptHashes(after));
    expect(header.startsWith("default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-")).toBe(true);
    expect(header.endsWith("; object-src 'none'")).toBe(true);
  });
});
