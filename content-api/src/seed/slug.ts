import { slugify } from '@site/shared/slugify';

// One slugifier for the site and the content API: the site's, which wraps a maintained library.
export { slugify };

/** Hands out unique slugs, suffixing -2, -3 … on repeats. */
export function slugAllocator(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = slugify(text);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}

/** Keys for list records (team members, testimonials …): unique slugs of at most 200 characters, never empty. */
export function keyAllocator(): (text: string) => string {
  const next = slugAllocator();
  return (text) => next(slugify(text).slice(0, 190).replace(/-+$/, '') || 'item');
}
