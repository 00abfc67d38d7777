// next/headers for server actions called outside a request: each call a new client address unless one is set, and
// one browser's cookie jar.
let calls = 0;
let fixed: string | null = null;
let referer: string | null = null;

/** Every following submission comes from `address` (null: a new address each time). */
export function submitFrom(address: string | null): void {
  fixed = address;
}

/** Every following submission names `page` as its Referer (null: none), as the browser does the form's page. */
export function postedFrom(page: string | null): void {
  referer = page;
}

export async function headers(): Promise<Headers> {
  calls += 1;
  return new Headers({
    'x-forwarded-for': fixed ?? `10.0.${calls >> 8}.${calls & 255}`,
    ...(referer !== null && { referer }),
  });
}

// The browser's cookies across actions: what one sets, the next reads (the staff console's session).
const jar = new Map<string, string>();

/** The jar's cookie `name` now, or null; with `value`, the browser holds that one instead (null: none). */
export function browserCookie(name: string, value?: string | null): string | null {
  if (value === null) jar.delete(name);
  else if (value !== undefined) jar.set(name, value);
  return jar.get(name) ?? null;
}

export async function cookies() {
  return {
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  };
}
