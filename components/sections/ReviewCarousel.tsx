import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { Section } from '@/components/ui/section/Section';
import { getTestimonials } from '@/lib/api';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { REVIEWS_COPY } from '@/lib/copy/reviews';
import { QuoteCard } from './QuoteCard';

/** Spec 001 §9: 2 reviews at once, 1 under 480 px. */
export const REVIEWS_PER_VIEW: PerView = [
  { from: 0, show: 1 },
  { from: BREAKPOINTS.phone, show: 2 },
];

/** Spec 001 §4: the review carousel moves every 5 s. */
export const REVIEW_AUTOPLAY_MS = 5000;

/** The clients' reviews from the content API; nothing at all when there are none. */
export async function ReviewCarousel() {
  const reviews = await getTestimonials();
  if (!reviews.length) return null;

  return (
    <Section heading={REVIEWS_COPY.carousel.heading} align="center">
      <Carousel label={REVIEWS_COPY.carousel.label} perView={REVIEWS_PER_VIEW} autoplay={REVIEW_AUTOPLAY_MS}>
        {reviews.map((review) => (
          <QuoteCard key={`${review.name}-${review.quote}`} {...review} />
        ))}
      </Carousel>
    </Section>
  );
}
