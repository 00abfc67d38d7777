import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { above, BREAKPOINTS } from '@/lib/breakpoints';
import { CULTURE_COPY } from '@/lib/copy/culture';
import { ValueCard } from './ValueCard';

/** Spec 001 §9: 3 per view, 2 below 768 px, 1 below 575 px. */
const VALUES_PER_VIEW: PerView = [
  { from: 0, show: 1 },
  { from: BREAKPOINTS.small, show: 2 },
  { from: above('tablet'), show: 3 },
];

/** The five values as a centred carousel with dots, moving in 500 ms. */
export function CultureValues() {
  return (
    <Carousel label={CULTURE_COPY.values.label} perView={VALUES_PER_VIEW} dots center speed={500}>
      {CULTURE_COPY.values.items.map((value) => (
        <ValueCard key={value.title} title={value.title} text={value.text} marker={value.title.charAt(0)} />
      ))}
    </Carousel>
  );
}
