import Link from 'next/link';
import type { Found } from '@/lib/staff/pages/find-page';
import { PREVIEW_WORDS } from '@/lib/families/derived';
import type { Family } from '@/lib/staff/pages/page-index';
import { count } from '@/lib/text/count';
import styles from './pages.module.scss';

const FAMILY = Object.fromEntries([
  ['page', 'Page'],
  ...Object.values(PREVIEW_WORDS).map((words) => [words.label, 'found' in words ? words.found : words.type]),
]) as Record<Family, string>;

/** Why nothing was found, in words; null when there is a list to show. */
function nothing(found: Found, indexRead: boolean): string | null {
  switch (found.kind) {
    case 'elsewhere':
      return `That address is on another site (${found.host}). Paste an address of this site.`;
    case 'no-page':
      return `No page of this site has the address ${found.path}.`;
    case 'no-title':
      return indexRead
        ? `No page title has the words “${found.words}”.`
        : 'The CMS did not answer, so titles cannot be searched now. An address still works.';
    default:
      return null;
  }
}

/** The pages a search found, each a link to its live copy and refresh; or why there are none. */
export function FoundPages({ found, indexRead }: { found: Found; indexRead: boolean }) {
  const why = nothing(found, indexRead);
  if (why) return <p role="status">{why}</p>;
  if (found.kind !== 'pages') return null;
  return (
    <section aria-labelledby="found-heading" className={styles.panel}>
      <h2 id="found-heading">
        {count(found.pages.length + found.more, 'page')} found{found.more ? `; the first ${found.pages.length}` : ''}
      </h2>
      <ul className={styles.results}>
        {found.pages.map((page) => (
          <li key={`${page.family}:${page.path}:${page.title}`}>
            <Link href={`/staff/pages?path=${encodeURIComponent(page.path)}`}>{page.title}</Link>{' '}
            <span className={styles.family}>
              {FAMILY[page.family]} · <span className={styles.path}>{page.path}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
