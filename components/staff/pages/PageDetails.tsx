import type { ComponentProps } from 'react';
import { Said } from '@/components/staff/Said';
import type { IndexedPage } from '@/lib/staff/pages/page-index';
import { pageStatus } from '@/lib/staff/pages/page-status';
import { targetValue } from '@/lib/staff/pages/refresh-scope';
import { RefreshForm } from './RefreshForm';
import styles from './pages.module.scss';

interface PageDetailsProps {
  page: IndexedPage;
  refresh: ComponentProps<typeof RefreshForm>['action'];
}

/** One page: what is live (its copy and the CMS's last edit, with a warning when they disagree), and its refresh. */
export async function PageDetails({ page, refresh }: PageDetailsProps) {
  const words = await pageStatus(page);
  return (
    <section aria-labelledby="page-heading" className={styles.panel}>
      <h2 id="page-heading">{page.family === 'opening' ? `${page.title}, on the openings page` : page.title}</h2>
      <p>
        <a href={page.path} className={styles.path}>
          {page.path}
        </a>{' '}
        <span className={styles.family}>(the live page)</span>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Live copy</dt>
          <dd>
            <Said words={words.live} />
          </dd>
          {words.failure && (
            <dd>
              <Said words={words.failure} />
            </dd>
          )}
        </div>
        <div>
          <dt>In the CMS</dt>
          <dd>
            <Said words={words.edited} />
          </dd>
        </div>
      </dl>
      {words.warning && (
        <p className={styles.warning} role="note">
          {words.warning}
        </p>
      )}
      <RefreshForm action={refresh} target={targetValue({ kind: 'page', path: page.path })} label="Refresh this page" />
    </section>
  );
}
