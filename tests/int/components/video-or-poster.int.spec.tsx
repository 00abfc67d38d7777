// The video's poster attribute comes through the site's /media/ like every other content API image, never
// straight from the CMS's origin (mixed content behind an http CMS; uncached by the edge).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoOrPoster } from '@/components/ui/video/VideoOrPoster';
import { site } from '@/lib/site';

const poster = `${new URL(site.contentApiUrl).origin}/uploads/images/video-poster.webp`;

describe('VideoOrPoster', () => {
  it('gives the video a same-origin poster under /media/', () => {
    const { container } = render(
      <VideoOrPoster video={{ src: '/v.mp4', poster }} title="Our vetting" playable missingNote="" />,
    );
    const attribute = container.querySelector('video')?.getAttribute('poster') ?? '';
    expect(attribute).toBe('/media/variants/1080/75/images/video-poster.webp');
    expect(container.innerHTML).not.toContain(new URL(site.contentApiUrl).origin);
  });
});
