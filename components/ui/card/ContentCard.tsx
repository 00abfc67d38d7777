import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { CARD_GRID_SIZES } from './CardGrid';
import styles from './content-card.module.scss';

export interface ContentCardProps {
  href: string;
  title: string;
  image: { src: string; alt: string };
  /** A short line above the title, such as a date. */
  meta?: ReactNode;
  /** Body text under the title, clamped to three lines. */
  text?: ReactNode;
  /** A visible call to action; the whole card is already the title link, so it is hidden from assistive tech. */
  cta?: string;
  headingLevel?: 'h2' | 'h3';
  /** The widths the image is shown at; defaults to a card in `CardGrid`. */
  sizes?: string;
  /** Preloads the image at high priority (and never lazily): for a card that is the page's largest paint. */
  priority?: boolean;
}

/** A card with a 4:3 image on top; the whole card links to `href` through its title. */
export function ContentCard({
  href,
  title,
  image,
  meta,
  text,
  cta,
  headingLevel: Heading = 'h3',
  sizes,
  priority,
}: ContentCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage
          src={image.src}
          alt={image.alt}
          fill
          sizes={sizes ?? CARD_GRID_SIZES}
          preload={priority}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        {meta && <p className={styles.meta}>{meta}</p>}
        <Heading className={styles.title}>
          <Link href={href}>{title}</Link>
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
        {cta && (
          <Link href={href} className={styles.cta} aria-hidden="true" tabIndex={-1}>
            {cta}
            <span className="visually-hidden">: {title}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
