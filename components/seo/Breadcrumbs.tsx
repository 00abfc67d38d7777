import Link from 'next/link';
import type { Crumb } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/jsonld';
import { JsonLd } from './JsonLd';
import styles from './breadcrumbs.module.scss';
import { UI_COPY } from '@/lib/copy/ui';

/** The visible trail and its BreadcrumbList JSON-LD, from one list so they never disagree. */
export function Breadcrumbs({ crumbs, tone = 'light' }: { crumbs: Crumb[]; tone?: 'light' | 'dark' }) {
  return (
    <>
      <nav aria-label={UI_COPY.breadcrumb} className={styles.breadcrumbs} data-tone={tone}>
        <ol role="list">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path}>
              {index < crumbs.length - 1 ? (
                <Link href={crumb.path}>{crumb.name}</Link>
              ) : (
                <span aria-current="page">{crumb.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
