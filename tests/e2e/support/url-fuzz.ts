// A seeded generator of hostile URLs under every route prefix of the site (sent as written by ./raw-get).
import { PAGES, routes } from '@/lib/routes';

/** mulberry32: a tiny seeded PRNG, so every run requests the same URLs. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Every fixed page, every parameterised route with its slug cut off, and Next's own prefixes. */
export const PREFIXES = [
  ...Object.values(PAGES).map((page) => page.path),
  ...[routes.blogPost, routes.event, routes.service, routes.serviceAlias, routes.category].map((route) =>
    route('SLUG').replace('SLUG', ''),
  ),
  '/_next/static/chunks/',
  '/_next/image',
  '/api/v1/',
  '/api/revalidate',
];

const BAD_ENCODINGS = ['%', '%Z', '%ZZ', '%C0%AF', '%E0%A4%A', '%A0', '%FF%FE', '%00', '%u0041', '%%', '%25%', '%2'];
const TRAVERSALS = ['..', '../..', '%2e%2e%2f', '%2e%2e/', '..%2f..%2f', '%252e%252e%252f', '..%5c..%5c', '.%2e/.%2e/'];
const QUERIES = [
  '?q=%',
  '?q=%ZZ',
  '?a[]=1&a[]=2',
  '?__proto__[polluted]=1',
  '?=&=&',
  '?_rsc=%ZZ',
  '?thank-you=99',
  '?page=-1',
  '?url=%2F%2Fevil.example&w=1&q=1',
  '?%E2%80%AE=%F0%9F%98%80',
  `?long=${'x'.repeat(3000)}`,
];
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789-_.~';

/** `count` paths, the same ones for the same seed. */
export function fuzzPaths(count: number, seed = 13): string[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const slug = (length = 1 + Math.floor(random() * 40)) => Array.from({ length }, () => pick([...ALPHABET])).join('');
  const segment = (): string =>
    pick([
      () => slug(),
      () => `${slug(4)}${pick(BAD_ENCODINGS)}${slug(4)}`,
      () => pick(TRAVERSALS),
      () => slug(200 + Math.floor(random() * 2_000)),
      () => Array.from({ length: 20 + Math.floor(random() * 60) }, () => slug(3)).join('/'),
      () => encodeURIComponent(pick(['café', 'ü', '日本', '😀', 'a b', '<script>', '"\'', '\u202e'])),
    ])();
  return Array.from({ length: count }, (_, index) => {
    const prefix = PREFIXES[index % PREFIXES.length]!;
    const path = `${prefix}${prefix.endsWith('/') ? '' : '/'}${segment()}`;
    return random() < 0.3 ? `${path}${pick(QUERIES)}` : path;
  });
}
