// GET /admin/{type}/{slug}/links: what a delete would leave pointing at nothing, named before anyone confirms it.
import { describe, expect, it } from 'vitest';
import { adminRequests, bearer, NEW_BLOG, serverForFile } from './helpers.ts';

const { app } = serverForFile();
const { put } = adminRequests(app);

const CATEGORY = {
  category_title: 'Link Targets',
  category_banner_bg_img: '/uploads/images/banner-01.webp',
  category_banner_img: '/uploads/images/card-01.webp',
  category_second_img: '/uploads/images/card-02.webp',
  category_third_img: '/uploads/images/card-03.webp',
  category_fourth_img: '/uploads/images/banner-02.webp',
};
const PAGE = '/hire-our-genius-mind/link-target';
const linking = (href: string) => ({ ...NEW_BLOG, blog_description: `<p>See <a href="${href}">our talent</a>.</p>` });
const links = async (path: string) => {
  const response = await app().inject({ url: `/admin/${path}/links`, headers: bearer() });
  return { status: response.statusCode, body: response.json() as { links: object[]; redirects: object[] } };
};

describe('GET /admin/{type}/{slug}/links', () => {
  it('names its children, the records whose text or paths link to its page, and the redirects to it', async () => {
    const writes = [
      put('categories/link-target', CATEGORY),
      put('categories/link-child', { ...CATEGORY, category_title: 'Link Child', parent_category_slug: 'link-target' }),
      put('blogs/links-here', linking(PAGE)),
      put('blogs/links-absolute', linking(`https://www.example.com${PAGE}?ref=blog#top`)),
      // A longer path that only starts the same is another page.
      put('blogs/links-elsewhere', linking(`${PAGE}-2`)),
      put('technologies/link-tab', {
        tabName: 'Link tab',
        webdevImg: [{ page_url: PAGE, src: '/uploads/icons/code.svg', alt: 'Code' }],
      }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode, response.body).toBe(201);
    const redirect = await app().inject({
      method: 'POST',
      url: '/admin/redirects',
      payload: { from: '/old-talent-page', to: PAGE },
      headers: bearer(),
    });
    expect(redirect.statusCode, redirect.body).toBe(201);

    const { status, body } = await links('categories/link-target');
    expect(status).toBe(200);
    expect(body.links).toEqual(
      expect.arrayContaining([
        { collection: 'categories', slug: 'link-child', title: 'Link Child', field: 'parent_category_id' },
        { collection: 'blogs', slug: 'links-here', title: NEW_BLOG.blog_title, field: 'blog_description' },
        { collection: 'blogs', slug: 'links-absolute', title: NEW_BLOG.blog_title, field: 'blog_description' },
        { collection: 'technologies', slug: 'link-tab', title: 'Link tab', field: 'webdevImg.page_url' },
      ]),
    );
    expect(body.links).toHaveLength(4);
    expect(body.redirects).toEqual([{ from: '/old-talent-page', to: PAGE }]);
  });

  it('finds nothing for a record nothing links to, and a 404 for one that does not exist', async () => {
    expect((await links('blogs/links-elsewhere')).body).toEqual({ links: [], redirects: [] });
    expect((await links('categories/no-such-category')).status).toBe(404);
    expect((await app().inject({ url: '/admin/categories/link-target/links' })).statusCode).toBe(401);
  });
});
