// Cache tags: every fetch carries the list or slug tags the revalidation webhook expires.
import type { RecordTypeName } from '@/lib/content-types';

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
} as const;

/** The tag of one record's detail call, e.g. `blog:hiring-remote-developers`. */
export function slugTag(type: RecordTypeName, slug: string): string {
  return `${type}:${slug}`;
}
