import 'server-only';
import { apiRelay } from './fetch';

// The one content API call the browser makes (Load more on /blog); every other call stays server-side.
const BLOG_LIST_CALL = 'get-blog-list-updated';
// Far past the last page of any real catalogue; anything longer is not a page number.
const PAGE_PATTERN = /^[1-9]\d{0,5}$/;

const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });

/** GET /api/v1/get-blog-list-updated?page=N through the site's own origin, uncached like the rewrite it replaces. */
export async function relayBlogPage(request: Request): Promise<Response> {
  const page = new URL(request.url).searchParams.get('page') ?? '1';
  if (page.length > 6 || !PAGE_PATTERN.test(page)) return refuse(400, 'page: a whole number from 1');
  try {
    return await apiRelay(BLOG_LIST_CALL, { page });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return refuse(502, 'the blog list could not be loaded; try again in a moment');
  }
}
