import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { getPopularBlogs } from '@/lib/api';
import { above, sizesFor } from '@/lib/breakpoints';
import { BLOG_COPY } from '@/lib/copy/blog';
import { Section, type SectionTone } from '@/components/ui/section/Section';
import { BlogCard } from './BlogCard';

const POPULAR_SIZES = sizesFor({ base: 1, phone: 2, wide: 3 });

/** Spec 000 §2: 3 per view (scrolled 3 at a time) from 900 px, 2 from 750 px, 1 at 480 px and below. */
const POPULAR_PER_VIEW: PerView = [
  { from: 0, show: 1, scroll: 1 },
  { from: above('phone'), show: 2, scroll: 2 },
  { from: above('wide'), show: 3, scroll: 3 },
];

interface PopularBlogCarouselProps {
  heading: string;
  tone?: SectionTone;
  /** The carousel starts near the top of the page: its first image is the largest paint. */
  aboveTheFold?: boolean;
}

/** The popular posts carousel; it renders nothing when the popular list is empty. */
export async function PopularBlogCarousel({ heading, tone = 'alt', aboveTheFold = false }: PopularBlogCarouselProps) {
  const posts = await getPopularBlogs();
  if (!posts.length) return null;

  return (
    <Section heading={heading} tone={tone}>
      <Carousel label={BLOG_COPY.popularCarouselLabel} perView={POPULAR_PER_VIEW} autoplay={5000} adaptiveHeight>
        {posts.map((post, index) => (
          <BlogCard key={post.slug} post={post} sizes={POPULAR_SIZES} priority={aboveTheFold && index === 0} />
        ))}
      </Carousel>
    </Section>
  );
}
