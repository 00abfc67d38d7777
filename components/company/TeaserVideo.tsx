import Image from 'next/image';
import { VideoPlayer } from '@/components/ui/video/VideoPlayer';
import { hasVideoFile } from '@/lib/api';
import type { VideoData } from '@/lib/api/schemas/pages';
import { media } from '@/lib/breakpoints';
import styles from './teaser-video.module.scss';

interface TeaserVideoProps {
  video: VideoData;
  title: string;
  /** Shown under the poster when the file is missing, so nobody presses a play button that cannot play. */
  missingNote: string;
}

/** The player when the file exists; otherwise the poster alone, with a note that says why. */
export async function TeaserVideo({ video, title, missingNote }: TeaserVideoProps) {
  if (await hasVideoFile(video.src)) return <VideoPlayer title={title} poster={video.poster} src={video.src} />;
  return (
    <figure className={styles.posterOnly}>
      <div className={styles.frame}>
        <Image src={video.poster} alt={title} fill sizes={`${media.below('tablet')} 100vw, 960px`} />
      </div>
      <figcaption className={styles.note}>{missingNote}</figcaption>
    </figure>
  );
}
