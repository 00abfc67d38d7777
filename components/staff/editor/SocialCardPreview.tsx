import { useState } from 'react';
import forms from '@/components/staff/shell/forms.module.scss';
import type { PageHead } from '@/lib/staff/editor/page-head';
import styles from './preview.module.scss';

/** The page as a link to it shows when shared: its card, title and description. */
export function SocialCardPreview({ head }: { head: PageHead }) {
  const [broken, setBroken] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="social-card-heading">
      <h3 id="social-card-heading">When shared</h3>
      {head.image && !broken ? (
        // eslint-disable-next-line @next/next/no-img-element -- the site's card as a network fetches it, unresized
        <img src={head.image} alt={head.imageAlt} width={1200} height={630} onError={() => setBroken(true)} />
      ) : (
        <p className={forms.hint}>No card picture to show here: the page names none on this site.</p>
      )}
      <p className={styles.resultTitle}>{head.title}</p>
      <p>{head.description}</p>
    </section>
  );
}
