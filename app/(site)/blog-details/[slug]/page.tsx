import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BlogArticle } from '@/components/blog/BlogArticle';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { getBlogDetail } from '@/lib/api';
import { BLOG_COPY } from '@/lib/copy/blog';
import { BLOG_FEED_LINKS } from '@/lib/feeds/links';
import { crumbs, routes } from '@/lib/routes';
import { articleJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { postSeo } from '@/lib/seo/record-seo';
import { staticParamsOf } from '@/lib/families/server';
import { redirectIfMoved } from '@/lib/redirects';

type Props = { params: Promise<{ slug: string }> };

// Older posts, and posts published after the build, render on their first visit and are cached from then on.
export const dynamicParams = true;

export const generateStaticParams = staticParamsOf('blog');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await getBlogDetail(slug);
  if (!post) return {};
  return buildMetadata({
    ...postSeo(post),
    path: routes.blogPost(slug),
    card: routes.card(routes.blogPost(slug)),
    article: { publishedTime: post.datePublished, section: post.category },
    feeds: BLOG_FEED_LINKS,
  });
}

export default async function BlogDetailPage({ params }: Props) {
  const { slug } = await params;
  const post = await getBlogDetail(slug);
  // A renamed post's old URL answers its redirect; else (spec 000 §8) a flag other than 1 sends the visitor to the
  // blog list, as a real HTTP redirect.
  if (!post) {
    await redirectIfMoved(routes.blogPost(slug));
    redirect(routes.blog);
  }

  const trail = crumbs([BLOG_COPY.breadcrumbBlog, routes.blog], [post.title, routes.blogPost(slug)]);
  return (
    <>
      <BlogArticle post={post} breadcrumbs={<Breadcrumbs crumbs={trail} />} />
      <JsonLd
        data={articleJsonLd({
          headline: post.title,
          description: postSeo(post).description,
          image: post.image.src,
          datePublished: post.datePublished,
          section: post.category,
          path: routes.blogPost(slug),
        })}
      />
    </>
  );
}
