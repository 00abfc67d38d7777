import { CardGrid } from '@/components/ui/card/CardGrid';
import styles from './story-cards.module.scss';

/** Candidate stories as quotes with their author. */
export function StoryCards({ stories }: { stories: readonly { name: string; quote: string }[] }) {
  return (
    <CardGrid>
      {stories.map((story) => (
        <figure key={story.name} className={styles.story}>
          <blockquote className={styles.quote}>
            <p>{story.quote}</p>
          </blockquote>
          <figcaption className={styles.name}>{story.name}</figcaption>
        </figure>
      ))}
    </CardGrid>
  );
}
