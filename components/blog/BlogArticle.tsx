import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import Link from 'next/link';
import { RichText } from '@/components/content/RichText';
import { ChevronIcon } from '@/components/ui/ChevronIcon';
import type { BlogDetail } from '@/lib/api/schemas/blog';
import { BLOG_COPY } from '@/lib/copy/blog';
import { routes } from '@/lib/routes';
import styles from './blog-article.module.scss';

/** A post: header with date and category, hero image, sanitised body, and previous/next links. */
export function BlogArticle({ post, breadcrumbs }: { post: BlogDetail; breadcrumbs: React.ReactNode }) {
  return (
    <article className={styles.article}>
      <header className={`container ${styles.header}`}>
        {breadcrumbs}
        <p className={styles.category}>{post.category}</p>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.datePublished}>{post.date}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.category}</span>
        </p>
      </header>
      <div className={`container ${styles.hero}`}>
        <ResponsiveImage
          src={post.image.src}
          alt={post.image.alt}
          width={1600}
          height={900}
          preload
          sizes="(max-width: 1232px) 100vw, 1200px"
        />
      </div>
      <div className={`container ${styles.body}`}>
        <RichText html={post.bodyHtml} />
      </div>
      {(post.prevSlug || post.nextSlug) && (
        <nav aria-label={BLOG_COPY.postNavLabel} className={`container ${styles.postNav}`}>
          {post.prevSlug && (
            <Link href={routes.blogPost(post.prevSlug)} className={styles.prev} rel="prev">
              <ChevronIcon direction="left" /> {BLOG_COPY.previous}
            </Link>
          )}
          {post.nextSlug && (
            <Link href={routes.blogPost(post.nextSlug)} className={styles.next} rel="next">
              {BLOG_COPY.next} <ChevronIcon direction="right" />
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
