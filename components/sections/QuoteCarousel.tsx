import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { QuoteCard, type Quote } from './QuoteCard';

/** Spec 001 §2 (About Us): one quote at a time, with arrows and dots. */
const ONE_AT_A_TIME: PerView = [{ from: 0, show: 1 }];

/** Fixed client quotes, one slide at a time. */
export function QuoteCarousel({ label, quotes }: { label: string; quotes: readonly Quote[] }) {
  return (
    <Carousel label={label} perView={ONE_AT_A_TIME} adaptiveHeight>
      {quotes.map((quote) => (
        <QuoteCard key={quote.name} {...quote} />
      ))}
    </Carousel>
  );
}
