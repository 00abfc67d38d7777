import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import type { ReactNode } from 'react';
import { sizesFor } from '@/lib/breakpoints';
import styles from './image-text.module.scss';

const HALF_SIZES = sizesFor({ base: 1, laptop: 2 });

/** Text beside a 4:3 photo (stacked below 992 px): the service intro and the child service's overview. */
export function ImageText({ image, children }: { image: { src: string; alt: string }; children: ReactNode }) {
  return (
    <div className={styles.split}>
      <div className={styles.text}>{children}</div>
      <div className={styles.media}>
        <ResponsiveImage src={image.src} alt={image.alt} fill sizes={HALF_SIZES} className={styles.image} />
      </div>
    </div>
  );
}
