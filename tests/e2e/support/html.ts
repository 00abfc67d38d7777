import { DomUtils, parseDocument } from 'htmlparser2';

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? '{}'),
  );
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

/**
 * The text of the page's first `<h1>`, every entity decoded (htmlparser2), as the record's title is stored; it
 * throws when there is none, so an empty match can never pass a `toContain`. `asHtml()` gives it as the page has it.
 */
export function h1TextOf(html: string): string {
  const h1 = DomUtils.findOne((element) => element.name === 'h1', parseDocument(html).children);
  const text = h1 ? DomUtils.textContent(h1).trim() : '';
  if (!text) throw new Error('the page has no <h1> text');
  return text;
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/**
 * The redirect target of a response, which must carry one `Location` at most: Next 16 sends it twice
 * (vercel/next.js#82117), and the server sends one (next-glue/server/append-once.mjs).
 */
export function redirectTarget(response: { headersArray(): { name: string; value: string }[] }): string | undefined {
  const targets = response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'location')
    .map((header) => header.value);
  if (targets.length > 1) throw new Error(`Location sent ${targets.length} times: ${targets.join(' | ')}`);
  return targets[0];
}
