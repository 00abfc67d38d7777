import Image from 'next/image';
import type { VideoData } from '@/lib/api/schemas/pages';
import { media } from '@/lib/breakpoints';
import { VideoPlayer } from './VideoPlayer';
import styles from './video-or-poster.module.scss';

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
  if (playable) return <VideoPlayer title={title} poster={video.poster} src={video.src} />;
  return (
    <figure className={styles.posterOnly}>
      <div className={styles.frame}>
        <Image src={video.poster} alt={title} fill sizes={`${media.below('tablet')} 100vw, 960px`} />
      </div>
      <figcaption role="note" className={styles.note}>
        {missingNote}
      </figcaption>
    </figure>
  );
}
