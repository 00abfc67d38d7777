import 'server-only';
import { Section } from '@/components/ui/section/Section';
import { VideoOrPoster } from '@/components/ui/video/VideoOrPoster';
import { getVideos, hasVideoFile } from '@/lib/api';
import { VETTING_COPY } from '@/lib/copy/vetting';
import styles from './vetting-video.module.scss';

/** The vetting video (`page_id` 3): a player when the file exists, else the poster with a note; nothing without data. */
export async function VettingVideo() {
  const [video] = await getVideos();
  if (!video) return null;
  return (
    <Section heading={VETTING_COPY.video.heading} align="center" tone="alt">
      <div className={styles.frame}>
        <VideoOrPoster
          video={video}
          title={video.title}
          playable={await hasVideoFile(video.src)}
          missingNote={VETTING_COPY.video.missing}
        />
      </div>
    </Section>
  );
}
