import forms from '@/components/staff/shell/forms.module.scss';
import { lengthNote, SEARCH_CUT, type PageHead } from '@/lib/staff/editor/page-head';
import styles from './preview.module.scss';

/** The page as a search result lists it: its address, title and description, with their lengths. */
export function SearchResultPreview({ head }: { head: PageHead }) {
  return (
    <section className={styles.search} aria-labelledby="search-result-heading">
      <h3 id="search-result-heading">In search results</h3>
      <div className={styles.result}>
        <p className={styles.resultUrl}>{head.url}</p>
        <p className={styles.resultTitle}>{head.title}</p>
        <p>{head.description}</p>
      </div>
      <dl className={styles.lengths}>
        <dt>Title</dt>
        <dd className={forms.hint}>{lengthNote(head.title, SEARCH_CUT.title)}</dd>
        <dt>Description</dt>
        <dd className={forms.hint}>{lengthNote(head.description, SEARCH_CUT.description)}</dd>
      </dl>
    </section>
  );
}
