import slugifyText from '@sindresorhus/slugify';

/**
 * Lower-case ASCII words joined by hyphens (Medellín & Co → medellin-and-co, A Manager’s Guide →
 * a-managers-guide). The content API imports this very function, so a slug the site derives always
 * matches one the backend made. Words keep their case runs (JavaScript → javascript, not java-script).
 */
export function slugify(text: string): string {
  return slugifyText(text, { decamelize: false });
}
