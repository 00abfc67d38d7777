import Image from 'next/image';
import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { EVENTS_COPY } from '@/lib/copy/events';
import styles from './event-detail.module.scss';

const GALLERY_PER_VIEW: PerView = [
  { from: 0, show: 1 },
  { from: 576, show: 2 },
  { from: 992, show: 3 },
];

/** The event's photos in a carousel; nothing at all when there are none. */
export function EventGallery({ title, images }: { title: string; images: readonly string[] }) {
  if (!images.length) return null;
  return (
    <section className="section section--alt" aria-labelledby="event-gallery">
      <div className="container">
        <h2 id="event-gallery">{EVENTS_COPY.galleryHeading}</h2>
        <Carousel label={EVENTS_COPY.galleryLabel} perView={GALLERY_PER_VIEW}>
          {images.map((src, index) => (
            <div key={src} className={styles.photo}>
              <Image
                src={src}
                alt={EVENTS_COPY.galleryAlt(title, index)}
                fill
                sizes="(max-width: 575px) 100vw, (max-width: 991px) 50vw, 400px"
              />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
