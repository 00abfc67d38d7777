// Cache tags: every fetch carries the list or slug tags the revalidation webhook expires.

export const TAGS = {
  all: 'content',
  blogList: 'blog-list',
  popularBlogs: 'blog-popular',
  eventList: 'event-list',
  serviceList: 'service-list',
  categoryList: 'category-list',
  trustedBy: 'trusted-by',
  technologies: 'technology-list',
  team: 'team-list',
  executives: 'team-executives',
  testimonials: 'testimonial-list',
  video: 'video',
  pricing: 'pricing-list',
  openings: 'openings',
  skills: 'skills-roles',
  sitemap: 'sitemap',
} as const;

export type ContentType = 'blog' | 'event' | 'service' | 'category';

/** The tag of one record's detail call, e.g. `blog:hiring-remote-developers`. */
export function slugTag(type: ContentType, slug: string): string {
  return `${type}:${slug}`;
}
