import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import type { ReactNode } from 'react';
import { ButtonGroup } from '../button/ButtonGroup';
import { ParsedEnd } from '../ParsedEnd';
import styles from './banner.module.scss';

interface BannerProps {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** A decorative photo behind the title (empty alt: it would only repeat the heading); preloaded, as the page's largest paint. */
  backgroundImage?: string;
  /** A breadcrumb trail shown above the title. */
  breadcrumbs?: ReactNode;
  /** Buttons under the lead, laid out as one row. */
  actions?: ReactNode;
  /** Content beside the title, such as a form; the banner then grows to fit it and stacks below 992 px. */
  aside?: ReactNode;
}

/** The page banner: at most 400 px high (unless it holds an aside), dark overlay, title first. */
export function Banner({ title, eyebrow, lead, backgroundImage, breadcrumbs, actions, aside }: BannerProps) {
  return (
    <section className={styles.banner} data-layout={aside ? 'split' : 'single'}>
      {backgroundImage && (
        <ResponsiveImage className={styles.image} src={backgroundImage} alt="" fill preload sizes="100vw" />
      )}
      <div className={`container ${styles.content}`}>
        <div className={styles.main}>
          {breadcrumbs}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <ButtonGroup>{actions}</ButtonGroup>}
        </div>
        {aside && (
          <div className={styles.aside}>
            {aside}
            <ParsedEnd />
          </div>
        )}
      </div>
    </section>
  );
}
