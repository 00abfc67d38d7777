import Image from 'next/image';
import type { ReactNode } from 'react';
import { ButtonGroup } from '../button/ButtonGroup';
import styles from './banner.module.scss';

interface BannerProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** A decorative photo behind the title (empty alt: it would only repeat the heading); preloaded, as the page's largest paint. */
  backgroundImage?: string;
  /** A breadcrumb trail shown above the title. */
  breadcrumbs?: ReactNode;
  children?: ReactNode;
}

/** The page banner: at most 400 px high, dark overlay, title first. */
export function Banner({ title, eyebrow, lead, backgroundImage, breadcrumbs, children }: BannerProps) {
  return (
    <section className={styles.banner}>
      {backgroundImage && <Image className={styles.image} src={backgroundImage} alt="" fill preload sizes="100vw" />}
      <div className={`container ${styles.content}`}>
        {breadcrumbs}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children && <ButtonGroup>{children}</ButtonGroup>}
      </div>
    </section>
  );
}
