import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import { Section, type SectionTone } from '@/components/ui/section/Section';
import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { getTrustedBy } from '@/lib/api';
import { above, BREAKPOINTS } from '@/lib/breakpoints';
import { TRUSTED_BY_COPY } from '@/lib/copy/home';
import styles from './trusted-by.module.scss';

/** Spec 000 §9: 7 logos at once, 4 below 1024 px, 3 below 768 px, 2 below 480 px. */
const LOGOS_PER_VIEW: PerView = [
  { from: 0, show: 2 },
  // "Below 480 px" shows 2, so 480 itself already shows 3.
  { from: BREAKPOINTS.phone, show: 3 },
  { from: above('tablet'), show: 4 },
  { from: BREAKPOINTS.desktop, show: 7 },
];

/** The "Trusted By" logo strip; it renders nothing when the API has no logos. */
export async function TrustedBy({ tone = 'light' }: { tone?: SectionTone }) {
  const logos = await getTrustedBy();
  if (!logos.length) return null;

  return (
    <Section
      heading={TRUSTED_BY_COPY.heading}
      lead={TRUSTED_BY_COPY.lead}
      tone={tone}
      align="center"
      className={styles.trusted}
    >
      <Carousel label={TRUSTED_BY_COPY.carouselLabel} perView={LOGOS_PER_VIEW} arrows={false}>
        {logos.map((logo) => (
          <div key={logo.src} className={styles.logo}>
            <ResponsiveImage src={logo.src} alt={logo.name} width={160} height={64} className={styles.image} />
          </div>
        ))}
      </Carousel>
    </Section>
  );
}
