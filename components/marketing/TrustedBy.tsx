import Image from 'next/image';
import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { getTrustedBy } from '@/lib/api';
import { TRUSTED_BY_COPY } from '@/lib/copy/home';
import styles from './trusted-by.module.scss';

/** Spec 000 §9: 7 logos at once, 4 below 1024 px, 3 below 768 px, 2 below 480 px. */
const LOGOS_PER_VIEW: PerView = [
  { from: 0, show: 2 },
  { from: 480, show: 3 },
  { from: 768, show: 4 },
  { from: 1024, show: 7 },
];

/** The "Trusted By" logo strip; it renders nothing when the API has no logos. */
export async function TrustedBy({ tone = 'light' }: { tone?: 'light' | 'alt' }) {
  const logos = await getTrustedBy();
  if (!logos.length) return null;

  return (
    <section
      className={`section ${tone === 'alt' ? 'section--alt' : ''} ${styles.trusted}`}
      aria-labelledby="trusted-by-title"
    >
      <div className="container">
        <h2 id="trusted-by-title" className={styles.heading}>
          {TRUSTED_BY_COPY.heading}
        </h2>
        <p className={styles.lead}>{TRUSTED_BY_COPY.lead}</p>
        <Carousel label={TRUSTED_BY_COPY.carouselLabel} perView={LOGOS_PER_VIEW} arrows={false}>
          {logos.map((logo) => (
            <div key={logo.src} className={styles.logo}>
              <Image src={logo.src} alt={logo.name} width={160} height={64} className={styles.image} />
            </div>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
