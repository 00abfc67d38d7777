import * as z from 'zod/mini';
import { imageUrl, nullableText, text } from './common';
import type { SeoSource } from './seo-source';

const blogCardWire = z.object({
  blog_image: imageUrl,
  blog_img_alt: text,
  blog_date: text,
  blog_title: text,
  blog_short_desc: text,
  blog_slug: text,
});

const toBlogCard = (card: z.output<typeof blogCardWire>) => ({
  slug: card.blog_slug,
  title: card.blog_title,
  date: card.blog_date,
  excerpt: card.blog_short_desc,
  image: { src: card.blog_image, alt: card.blog_img_alt || card.blog_title },
});
export type BlogCard = ReturnType<typeof toBlogCard>;

export const popularBlogsSchema = z.pipe(
  z.array(blogCardWire),
  z.transform((cards) => cards.map(toBlogCard)),
);

export const blogPageSchema = z.pipe(
  z.object({ blogs: z.array(blogCardWire), nextpage: z.number(), hasMore: z.boolean() }),
  z.transform((page) => ({ posts: page.blogs.map(toBlogCard), nextPage: page.nextpage, hasMore: page.hasMore })),
);
export type BlogPage = z.output<typeof blogPageSchema>;

const blogDetailWire = z.object({
  meta_title: text,
  meta_description: text,
  blog_date_for_schema: text,
  blog_image: imageUrl,
  blog_title: text,
  blog_date: text,
  blog_category: text,
  blog_description: text,
  prev_blog_slug: nullableText,
  next_blog_slug: nullableText,
});

/** The post is the first of `blog`; an empty list means not found (null), as the family's `recordAt` says. */
export const blogDetailSchema = z.pipe(
  z.object({ response: z.number(), blog: z.array(blogDetailWire) }),
  z.transform((answer) => {
    const [post] = answer.blog;
    return post
      ? {
          title: post.blog_title,
          seo: {
            metaTitle: post.meta_title,
            metaDescription: post.meta_description,
            title: post.blog_title,
            fallbackDescriptions: [post.blog_description],
            image: { src: post.blog_image, alt: post.blog_title },
          } satisfies SeoSource,
          date: post.blog_date,
          datePublished: post.blog_date_for_schema,
          category: post.blog_category,
          image: { src: post.blog_image, alt: post.blog_title },
          bodyHtml: post.blog_description,
          prevSlug: post.prev_blog_slug || null,
          nextSlug: post.next_blog_slug || null,
        }
      : null;
  }),
);
export type BlogDetail = NonNullable<z.output<typeof blogDetailSchema>>;
