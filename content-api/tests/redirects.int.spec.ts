import { describe, expect, it } from 'vitest';
import { ANSWERS } from './contract.ts';
import { adminRequests, bearer, getJson, NEW_BLOG, serverForFile, SITE_URL } from './helpers.ts';

const { app } = serverForFile();
const { put, del, outbox } = adminRequests(app);

const post = (body: unknown) =>
  app().inject({ method: 'POST', url: '/admin/redirects', payload: body as object, headers: bearer() });
const list = async () =>
  (await app().inject({ url: '/admin/redirects', headers: bearer() })).json() as {
    id: number;
    from: string;
    to: string;
    status: number;
    created_by: string;
  }[];
const lookup = async (path: string) =>
  ANSWERS['get-redirect'].parse(await getJson(app(), `/api/v1/get-redirect?path=${encodeURIComponent(path)}`)).redirect;
const hooksSince = async (count: number) => (await outbox()).slice(0, count).map((row) => row.payload);

describe('a slug change redirects the old page', () => {
  it('a renamed post answers a 301 from its old path, and the redirects hook goes before the blog hook', async () => {
    expect((await put('blogs/rename-a', NEW_BLOG)).statusCode).toBe(201);
    expect((await put('blogs/rename-a', { slug: 'rename-b' })).statusCode).toBe(200);
    expect(await lookup('/blog-details/rename-a')).toEqual({ to: '/blog-details/rename-b', status: 301 });
    const [redirect] = (await list()).filter((row) => row.from === '/blog-details/rename-a');
    expect(redirect?.created_by).toBe('slug change of blog post rename-a');
    expect((await hooksSince(2)).reverse()).toEqual([
      { type: 'redirects', path: '/blog-details/rename-a' },
      { type: 'blog', slug: 'rename-b', previousSlug: 'rename-a' },
    ]);
  });

  it('collapses chains: a → b, then b → c makes a → c', async () => {
    await put('blogs/rename-b', { slug: 'rename-c' });
    expect(await lookup('/blog-details/rename-a')).toEqual({ to: '/blog-details/rename-c', status: 301 });
    expect(await lookup('/blog-details/rename-b')).toEqual({ to: '/blog-details/rename-c', status: 301 });
    const hooks = await hooksSince(3);
    expect(hooks).toContainEqual({ type: 'redirects', path: '/blog-details/rename-a' });
    expect(hooks).toContainEqual({ type: 'redirects', path: '/blog-details/rename-b' });
  });

  it("renaming back leaves no loop: the page's own path redirects nowhere", async () => {
    await put('blogs/rename-c', { slug: 'rename-a' });
    expect(await lookup('/blog-details/rename-a')).toBeNull();
    expect(await lookup('/blog-details/rename-b')).toEqual({ to: '/blog-details/rename-a', status: 301 });
    expect(await lookup('/blog-details/rename-c')).toEqual({ to: '/blog-details/rename-a', status: 301 });
    expect((await list()).every((row) => row.from !== row.to)).toBe(true);
  });

  it('a service redirects both its page and its root alias', async () => {
    const services = (await getJson(app(), '/api/v1/get-service-list')) as { service_slug: string }[];
    const slug = services.at(-1)!.service_slug;
    expect((await put(`services/${slug}`, { slug: `${slug}-renamed` })).statusCode).toBe(200);
    expect(await lookup(`/services/${slug}`)).toEqual({ to: `/services/${slug}-renamed`, status: 301 });
    expect(await lookup(`/${slug}`)).toEqual({ to: `/${slug}-renamed`, status: 301 });
  });

  it('a new record takes its path back from a redirect', async () => {
    await post({ from: '/blog-details/coming-soon', to: '/blog' });
    expect((await put('blogs/coming-soon', NEW_BLOG)).statusCode).toBe(201);
    expect(await lookup('/blog-details/coming-soon')).toBeNull();
    await del('blogs/coming-soon');
  });
});

describe('/admin/redirects', () => {
  it('creates, reads, replaces and deletes a redirect, each change queueing the redirects hook', async () => {
    const created = await post({ from: 'https://staff.example/x', to: '/events' });
    expect(created.statusCode).toBe(400);
    const response = await post({
      from: '/old-campaign/spring',
      to: `${SITE_URL}/events?from=spring`,
      status: 302,
      created_by: 'Ana',
    });
    expect(response.statusCode).toBe(201);
    const redirect = response.json();
    expect(redirect).toMatchObject({
      from: '/old-campaign/spring',
      to: '/events?from=spring',
      status: 302,
      created_by: 'Ana',
    });
    expect(await hooksSince(1)).toEqual([{ type: 'redirects', path: '/old-campaign/spring' }]);
    expect((await app().inject({ url: `/admin/redirects/${redirect.id}`, headers: bearer() })).json()).toEqual(
      redirect,
    );

    const replaced = await put(`redirects/${redirect.id}`, {
      from: '/old-campaign/summer',
      to: '/pricing',
      status: 308,
    });
    expect(replaced.json()).toMatchObject({ from: '/old-campaign/summer', to: '/pricing', status: 308 });
    expect(await lookup('/old-campaign/spring')).toBeNull();
    expect(await hooksSince(2)).toEqual([
      { type: 'redirects', path: '/old-campaign/spring' },
      { type: 'redirects', path: '/old-campaign/summer' },
    ]);

    expect((await del(`redirects/${redirect.id}`)).json()).toEqual({ deleted: redirect.id });
    expect(await lookup('/old-campaign/summer')).toBeNull();
    expect(await hooksSince(1)).toEqual([{ type: 'redirects', path: '/old-campaign/summer' }]);
    expect((await del(`redirects/${redirect.id}`)).statusCode).toBe(404);
    expect((await app().inject({ url: '/admin/redirects/abc', headers: bearer() })).statusCode).toBe(404);
  });

  it('collapses a chain through a new redirect and refuses loops, self-redirects and a second from', async () => {
    await post({ from: '/chain/one', to: '/chain/two' });
    const two = (await post({ from: '/chain/two', to: '/chain/three' })).json();
    expect(await lookup('/chain/one')).toEqual({ to: '/chain/three', status: 301 });
    expect((await post({ from: '/chain/zero', to: '/chain/one' })).json()).toMatchObject({ to: '/chain/three' });

    expect((await post({ from: '/chain/three', to: '/chain/one' })).json().error).toMatch(/loop/);
    expect((await post({ from: '/chain/self', to: '/chain/self?x=1' })).json().error).toMatch(/loop/);
    expect((await post({ from: '/chain/two', to: '/pricing' })).statusCode).toBe(409);
    expect((await put(`redirects/${two.id}`, { from: '/chain/three', to: '/chain/one' })).json().error).toMatch(/loop/);
  });

  it('refuses bad bodies with a 400 naming the field, and strangers with a 401', async () => {
    const cases: [unknown, RegExp][] = [
      [{ from: '/a', to: '/b', status: 307 }, /status: 301, 302 or 308/],
      [{ from: '/a', to: '/b', bogus: 1 }, /unknown field: bogus/],
      [{ from: '/a', to: '/b', created_by: 'x'.repeat(121) }, /created_by/],
      [{ to: '/b' }, /from: a path on the site is required/],
      [{ from: '/a', to: 'https://evil.example/' }, /another site/],
      [[1], /expected a JSON object body/],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    const stranger = await app().inject({ url: '/admin/redirects', headers: bearer('wrong') });
    expect(stranger.statusCode).toBe(401);
  });

  it('the public lookup answers null for an unknown or over-long path', async () => {
    expect(await lookup('/never/redirected')).toBeNull();
    expect(await lookup(`/${'a'.repeat(3_000)}`)).toBeNull();
  });
});
