import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import type { VideoData } from '@/lib/api/schemas/pages';
import { media } from '@/lib/breakpoints';
import contentApiImageLoader from '@/lib/images/loader';
import { VideoPlayer } from './VideoPlayer';
import playerStyles from './video-player.module.scss';
import styles from './video-or-poster.module.scss';

const POSTER_SIZES = `${media.below('tablet')} 100vw, 960px`;
// The video's own poster (seen only between play and its first frame) in one width: the 960 px player at 1x, a phone at 2x.
const POSTER_WIDTH = 1080;

interface VideoOrPosterProps {
  video: Pick<VideoData, 'src' | 'poster'>;
  title: string;
  /** Whether the file is really there (`hasVideoFile`, checked on the server when the page renders). */
  playable: boolean;
  /** Shown under the poster when the file is missing, so nobody presses a play button that cannot play. */
  missingNote: string;
}

/** The player when the file exists; otherwise the poster alone, with a note that says why. */
export function VideoOrPoster({ video, title, playable, missingNote }: VideoOrPosterProps) {
  if (playable) {
    const cover = (
      <ResponsiveImage src={video.poster} alt="" fill sizes={POSTER_SIZES} className={playerStyles.poster} />
    );
    // Through the site's /media/, as every other image: same origin, kept by the edge (docs/images.md).
    const poster = contentApiImageLoader({ src: video.poster, width: POSTER_WIDTH });
    return <VideoPlayer title={title} poster={poster} cover={cover} src={video.src} />;
  }
  return (
    <figure className={styles.posterOnly}>
      <div className={styles.frame}>
        <ResponsiveImage src={video.poster} alt={title} fill sizes={POSTER_SIZES} />
      </div>
      {/* No role: the caption of its figure is already announced with it, and figcaption takes no role="note". */}
      <figcaption className={styles.note}>{missingNote}</figcaption>
    </figure>
  );
}
