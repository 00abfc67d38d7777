import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import { CARD_GRID_SIZES, CardGrid } from '@/components/ui/card/CardGrid';
import styles from './photo-grid.module.scss';

/** Photos in the 3/2/1-column card grid, each at 4:3. */
export function PhotoGrid({ photos }: { photos: readonly { src: string; alt: string }[] }) {
  return (
    <CardGrid>
      {photos.map((photo) => (
        <div key={photo.src} className={styles.photo}>
          <ResponsiveImage src={photo.src} alt={photo.alt} fill sizes={CARD_GRID_SIZES} />
        </div>
      ))}
    </CardGrid>
  );
}
