import forms from '@/components/staff/shell/forms.module.scss';
import styles from './pages.module.scss';

/** "Find a page": a plain GET form, so a search is a link that changes nothing and works without JavaScript. */
export function PageFinder({ typed }: { typed: string }) {
  return (
    <form method="get" action="/staff/pages" role="search" className={styles.finder}>
      <label htmlFor="page-query" className={styles.label}>
        Address or title
      </label>
      <p id="page-query-hint" className={forms.hint}>
        Paste the address from your browser’s address bar, or type words from the page’s title.
      </p>
      <div className={styles.row}>
        <input
          id="page-query"
          name="q"
          type="search"
          defaultValue={typed}
          autoComplete="off"
          aria-describedby="page-query-hint"
          className={styles.input}
        />
        <button type="submit" className={forms.primary}>
          Find
        </button>
      </div>
    </form>
  );
}
