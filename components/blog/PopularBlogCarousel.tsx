import { Carousel } from '@/components/ui/carousel/Carousel';
import type { PerView } from '@/components/ui/carousel/per-view';
import { getPopularBlogs } from '@/lib/api';
import { BLOG_COPY } from '@/lib/copy/blog';
import { slugify } from '@/lib/site';
import { BlogCard } from './BlogCard';

/** Spec 000 §2: 3 per view (scrolled 3 at a time) from 900 px, 2 from 750 px, 1 at 480 px and below. */
const POPULAR_PER_VIEW: PerView = [
  { from: 0, show: 1, scroll: 1 },
  { from: 481, show: 2, scroll: 2 },
  { from: 900, show: 3, scroll: 3 },
];

export type SectionBackground = 'surface' | 'surface-alt';

interface PopularBlogCarouselProps {
  heading: string;
  background?: SectionBackground;
  /** The carousel starts near the top of the page: its first image is the largest paint. */
  aboveTheFold?: boolean;
}

/** The popular posts carousel; it renders nothing when the popular list is empty. */
export async function PopularBlogCarousel({
  heading,
  background = 'surface-alt',
  aboveTheFold = false,
}: PopularBlogCarouselProps) {
  const posts = await getPopularBlogs();
  if (!posts.length) return null;
  const headingId = `popular-${slugify(heading)}`;

  return (
    <section className={`section ${background === 'surface-alt' ? 'section--alt' : ''}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId}>{heading}</h2>
        <Carousel label={BLOG_COPY.popularCarouselLabel} perView={POPULAR_PER_VIEW} autoplay={5000} adaptiveHeight>
          {posts.map((post, index) => (
            <BlogCard
              key={post.slug}
              post={post}
              sizes="(max-width: 480px) 100vw, (max-width: 899px) 50vw, 400px"
              priority={aboveTheFold && index === 0}
            />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
