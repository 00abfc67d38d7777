import Image from 'next/image';
import type { ReactNode } from 'react';
import styles from './banner.module.scss';

interface BannerProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** A background photo; it is the page's LCP image, so it loads with priority. */
  image?: { src: string; alt: string };
  children?: ReactNode;
}

/** The page banner: at most 400 px high, dark overlay, title first. */
export function Banner({ title, eyebrow, lead, image, children }: BannerProps) {
  return (
    <section className={styles.banner}>
      {image && <Image className={styles.image} src={image.src} alt={image.alt} fill priority sizes="100vw" />}
      <div className={`container ${styles.content}`}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
