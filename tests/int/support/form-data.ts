// What a server action posted from a form receives.

/** Form data as a browser sends it: a list value is one entry per item. */
export function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) form.append(name, item);
  return form;
}
