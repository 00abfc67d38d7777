import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import { Section } from '@/components/ui/section/Section';
import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { above, sizesFor } from '@/lib/breakpoints';
import { EVENTS_COPY } from '@/lib/copy/events';
import styles from './event-detail.module.scss';

const GALLERY_PER_VIEW: PerView = [
  { from: 0, show: 1 },
  { from: above('small'), show: 2 },
  { from: above('laptop'), show: 3 },
];
const GALLERY_SIZES = sizesFor({ base: 1, small: 2, laptop: 3 });

/** The event's photos in a carousel; nothing at all when there are none. */
export function EventGallery({ title, images }: { title: string; images: readonly string[] }) {
  if (!images.length) return null;
  return (
    <Section id="event-gallery" heading={EVENTS_COPY.galleryHeading} tone="alt">
      <Carousel label={EVENTS_COPY.galleryLabel} perView={GALLERY_PER_VIEW}>
        {images.map((src, index) => (
          <div key={src} className={styles.photo}>
            <ResponsiveImage src={src} alt={EVENTS_COPY.galleryAlt(title, index)} fill sizes={GALLERY_SIZES} />
          </div>
        ))}
      </Carousel>
    </Section>
  );
}
