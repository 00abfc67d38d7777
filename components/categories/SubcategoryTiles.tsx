import Link from 'next/link';
import { routes } from '@/lib/routes';
import styles from './subcategory-tiles.module.scss';

/** Tiles linking to each sub-category's page. */
export function SubcategoryTiles({ subcategories }: { subcategories: readonly { slug: string; title: string }[] }) {
  return (
    <ul role="list" className={styles.tiles}>
      {subcategories.map((sub) => (
        <li key={sub.slug}>
          <Link href={routes.category(sub.slug)} className={styles.tile}>
            {sub.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
