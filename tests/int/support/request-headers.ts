// next/headers for server actions called outside a request: each call a new client address unless one is set.
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
