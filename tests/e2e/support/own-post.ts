import { test } from './test';
import { routes } from '@/lib/routes';
import { adminRemove, adminWrite, settleRevalidations } from './content-api';

// One per worker process: a re-run against the same database never meets a post a failed run left behind.
const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;

/** The fields of a published post, as the admin API takes them. */
export interface PostFields {
  blog_title: string;
  blog_short_desc: string;
  blog_image: string;
  blog_date_for_schema: string;
  blog_category: string;
  blog_description: string;
}

/** A published post only the calling spec edits; `slug` follows a rename so cleanup removes the right record. */
export interface OwnPost {
  slug: string;
  readonly fields: PostFields;
  readonly path: string;
}

/**
 * Creates a post of the spec's own (unique slug from `name`) before its tests and deletes it after them, even
 * when they fail; both wait for the publish hooks to be delivered and /blog to settle, so no test meets a
 * half-revalidated list.
 * Dated today by default, so it is the newest post (first on /blog, in the first blog sitemap and the feeds).
 */
export function ownPost(name: string, fields: Partial<PostFields> = {}): OwnPost {
  const post = {
    slug: `e2e-own-${name}-${stamp}`,
    fields: {
      blog_title: `Own Post: ${name}`,
      blog_short_desc: `A post the ${name} spec creates, edits and removes`,
      blog_image: '/uploads/images/card-03.webp',
      blog_date_for_schema: new Date().toISOString().slice(0, 10),
      blog_category: 'Engineering',
      blog_description: `<p>Created by the ${name} end-to-end spec; no other spec reads or edits it.</p>`,
      ...fields,
    },
    get path() {
      return routes.blogPost(this.slug);
    },
  };
  test.beforeAll(async () => {
    await adminWrite('blogs', post.slug, post.fields);
    // Its page is left unvisited (its first render is the spec's); the list it joined is re-rendered by now.
    await settleRevalidations([routes.blog]);
  });
  test.afterAll(async () => {
    await adminRemove('blogs', post.slug);
    await settleRevalidations([routes.blog]);
  });
  return post;
}
