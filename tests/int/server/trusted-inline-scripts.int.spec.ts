// @vitest-environment node
// The recogniser against real scripts captured from a build (scripts/security/capture-inline-scripts.mjs)
// and against scripts an attacker could write. A shape a newer Next writes fails tests/e2e/csp.e2e.spec.ts by page,
// on the build itself; these examples stay valid without capturing them again.
import { describe, expect, it } from 'vitest';
import { siteScriptHashes } from '@/lib/security/site-inline-scripts';
import { scriptHashSource } from '@/lib/security/script-hash.mjs';
import { trustedInlineScriptHashes } from '@/next-glue/server/inline-scripts.mjs';
import { isTrustedInlineScript } from '@/next-glue/server/trusted-inline-scripts.mjs';
import captured from './fixtures/inline-scripts.json';

const nextScripts = captured.scripts.filter(({ script }) => !siteScriptHashes().includes(scriptHashSource(script)));
const flightChunk = nextScripts.find(({ script }) => script.startsWith('self.__next_f.push([1,'))!.script;
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

describe('the scripts of a real build', () => {
  it.each(nextScripts.map(({ page, script }) => [page, script.slice(0, 40), script]))(
    'trusts %s: %s…',
    (_page, _start, script) => expect(isTrustedInlineScript(script)).toBe(true),
  );

  it("holds the site's own scripts, which the build hashes instead (the policy deep-link opener)", () => {
    const own = captured.scripts.filter(({ script }) => siteScriptHashes().includes(scriptHashSource(script)));
    expect(own.map(({ page }) => page).sort()).toEqual(['privacy-policy.html', 'terms-service.html']);
    for (const { script } of own) expect(isTrustedInlineScript(script)).toBe(false);
  });
});

describe('the recogniser refuses', () => {
  it.each([
    ['a plain script', 'window.__xss=1'],
    ['a flight chunk with trailing code', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['a bootstrap with trailing code', '(self.__next_f=self.__next_f||[]).push([0]);alert(1)'],
    ['a registration with trailing code', `${TURBOPACK}{"otherChunks":[],"runtimeModuleIds":[]});alert(1)`],
    ['a push whose argument is not JSON', 'self.__next_f.push([1,x])'],
    ['a push of a call', 'self.__next_f.push(alert(1))'],
    ['a push of two arguments', 'self.__next_f.push([1,"x"],alert(1))'],
    ['a push with a JSON array of code-like strings but the wrong kind', 'self.__next_f.push(["alert(1)"])'],
    ['a registration naming other keys', `${TURBOPACK}{"otherChunks":[],"runtimeModuleIds":[],"x":1});`],
    ['a different case', 'SELF.__next_f.push([1,"x"])'],
    ['a different case in the bootstrap', '(self.__NEXT_f=self.__NEXT_f||[]).push([0])'],
    ['a line comment appended', 'self.__next_f.push([1,"x"])//'],
    ['a block comment appended', 'self.__next_f.push([1,"x"])/**/'],
    ['a trailing semicolon Next does not write', 'self.__next_f.push([1,"x"]);'],
    ['whitespace Next does not write', 'self.__next_f.push( [1,"x"])'],
    ['a registration without its semicolon', `${TURBOPACK}{"otherChunks":[],"runtimeModuleIds":[]})`],
    ['an empty script', ''],
  ])('%s', (_name, script) => expect(isTrustedInlineScript(script)).toBe(false));

  it('a copy of a real flight chunk with any one character outside its JSON changed', () => {
    const outside = [...Array(19).keys(), flightChunk.length - 1];
    for (const index of outside) {
      const changed = `${flightChunk.slice(0, index)}${flightChunk[index] === 'x' ? 'y' : 'x'}${flightChunk.slice(index + 1)}`;
      expect(isTrustedInlineScript(changed), `character ${index}`).toBe(false);
    }
    expect(isTrustedInlineScript(flightChunk)).toBe(true);
  });
});

describe("a page's hashes", () => {
  it('name the scripts Next wrote and not an injected one', () => {
    const html =
      '<html><body><script>self.__next_f.push([1,"ok"])</script><script>window.__xss=1</script></body></html>';
    expect(trustedInlineScriptHashes(html)).toEqual([scriptHashSource('self.__next_f.push([1,"ok"])')]);
  });
});
