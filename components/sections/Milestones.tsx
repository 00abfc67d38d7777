import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { above } from '@/lib/breakpoints';
import styles from './milestones.module.scss';

/** Spec 001 §9: 3 milestones at once, 2 under 768 px, 1 under 576 px. */
export const MILESTONES_PER_VIEW: PerView = [
  { from: 0, show: 1 },
  { from: above('small'), show: 2 },
  { from: above('tablet'), show: 3 },
];

interface Milestone {
  year: string;
  text: string;
}

export function Milestones({ label, items }: { label: string; items: readonly Milestone[] }) {
  return (
    <Carousel label={label} perView={MILESTONES_PER_VIEW}>
      {items.map((milestone) => (
        <article key={milestone.year} className={styles.milestone}>
          <h3 className={styles.year}>{milestone.year}</h3>
          <p>{milestone.text}</p>
        </article>
      ))}
    </Carousel>
  );
}
