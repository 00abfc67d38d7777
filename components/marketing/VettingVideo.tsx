import 'server-only';
import Image from 'next/image';
import { Section } from '@/components/ui/section/Section';
import { VideoPlayer } from '@/components/ui/video/VideoPlayer';
import { getVideos } from '@/lib/api';
import { media } from '@/lib/breakpoints';
import { VETTING_COPY } from '@/lib/copy/vetting';
import styles from './vetting-video.module.scss';

const HEAD_TIMEOUT_MS = 3000;

/** Whether the video file is really there: without ffmpeg the seed has a poster but no MP4. */
async function fileExists(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(HEAD_TIMEOUT_MS) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The vetting video (`page_id` 3): a player when the file exists, else the poster with a note; nothing without data. */
export async function VettingVideo() {
  const [video] = await getVideos();
  if (!video) return null;
  const playable = await fileExists(video.src);
  return (
    <Section heading={VETTING_COPY.video.heading} align="center" tone="alt">
      <div className={styles.frame}>
        {playable ? (
          <VideoPlayer title={video.title} poster={video.poster} src={video.src} />
        ) : (
          <figure className={styles.unavailable}>
            <div className={styles.poster}>
              <Image src={video.poster} alt={video.title} fill sizes={`${media.below('tablet')} 100vw, 960px`} />
            </div>
            <figcaption role="note">{VETTING_COPY.video.missing}</figcaption>
          </figure>
        )}
      </div>
    </Section>
  );
}
