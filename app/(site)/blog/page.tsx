import { BlogGrid } from '@/components/blog/BlogGrid';
import { PopularBlogCarousel } from '@/components/blog/PopularBlogCarousel';
import { Banner } from '@/components/ui/banner/Banner';
import { Section } from '@/components/ui/section/Section';
import { getBlogPage } from '@/lib/api';
import { BLOG_COPY } from '@/lib/copy/blog';
import { BLOG_FEED_LINKS } from '@/lib/feeds/links';
import { routes } from '@/lib/routes';
import { buildMetadata } from '@/lib/seo/metadata';

export const metadata = buildMetadata({ ...BLOG_COPY.seo, path: routes.blog, feeds: BLOG_FEED_LINKS });

export default async function BlogPage() {
  const firstPage = await getBlogPage(1);
  return (
    <>
      <Banner eyebrow={BLOG_COPY.banner.eyebrow} title={BLOG_COPY.banner.title} lead={BLOG_COPY.banner.lead} />
      <PopularBlogCarousel heading={BLOG_COPY.popularHeading} aboveTheFold />
      <Section id="recent-posts" heading={BLOG_COPY.recentHeading} lead={BLOG_COPY.recentLead}>
        <BlogGrid
          firstPage={firstPage}
          labels={{ loadMore: BLOG_COPY.loadMore, loadingMore: BLOG_COPY.loadingMore, empty: BLOG_COPY.empty }}
        />
      </Section>
    </>
  );
}
