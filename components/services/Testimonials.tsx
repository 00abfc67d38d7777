import { QuoteCard } from '@/components/sections/QuoteCard';
import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { Section } from '@/components/ui/section/Section';
import { above } from '@/lib/breakpoints';
import { SERVICE_COPY } from '@/lib/copy/services';

const QUOTES_PER_VIEW: PerView = [
  { from: 0, show: 1 },
  { from: above('laptop'), show: 2 },
];

/** Three client quotes, each with a 5-star rating (spec 000 §9). */
export function Testimonials() {
  const { heading, carouselLabel, entries, stars } = SERVICE_COPY.testimonials;
  return (
    <Section id="testimonials" heading={heading}>
      <Carousel label={carouselLabel} perView={QUOTES_PER_VIEW}>
        {entries.map((entry) => (
          <QuoteCard key={entry.name} {...entry} rating={stars} />
        ))}
      </Carousel>
    </Section>
  );
}
