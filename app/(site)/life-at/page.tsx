import { CallToAction } from '@/components/sections/CallToAction';
import { CheckList } from '@/components/sections/CheckList';
import { PhotoGrid } from '@/components/sections/PhotoGrid';
import { Stat } from '@/components/sections/Stat';
import { VideoOrPoster } from '@/components/ui/video/VideoOrPoster';
import { PageBanner } from '@/components/sections/PageBanner';
import { Section } from '@/components/ui/section/Section';
import { getVideos, hasVideoFile, LIFE_AT_VIDEO_PAGE_ID } from '@/lib/api';
import { LIFE_AT_COPY } from '@/lib/copy/life-at';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

// Served at routes.lifeAt (/life-at-<brand>) through a rewrite in next.config.ts; /life-at redirects there.
export const metadata = buildMetadata({ ...LIFE_AT_COPY.seo, path: routes.lifeAt });

const { banner, intro, video, photos, advantages, stat, cta } = LIFE_AT_COPY;

export default async function LifeAtPage() {
  const [teaser] = await getVideos(LIFE_AT_VIDEO_PAGE_ID);
  return (
    <>
      <PageBanner copy={banner} action={{ href: routes.applyAsTalent, label: banner.apply }} />
      <Section id="intro" heading={intro.heading} lead={intro.text} />
      {teaser && (
        <Section id="teaser" heading={video.heading} tone="alt">
          <VideoOrPoster
            video={teaser}
            title={video.title}
            playable={await hasVideoFile(teaser.src)}
            missingNote={video.missing}
          />
        </Section>
      )}
      <Section id="photos" heading={photos.heading}>
        <PhotoGrid photos={photos.items} />
      </Section>
      <Section id="advantages" heading={advantages.heading} tone="alt">
        <CheckList items={advantages.items} columns={2} />
        <Stat value={stat.value} text={stat.text} />
      </Section>
      <CallToAction
        heading={cta.heading}
        lead={cta.lead}
        actions={[{ href: routes.applyAsTalent, label: cta.label }]}
      />
    </>
  );
}
