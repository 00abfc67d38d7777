// Redirect targets compared as the site routes them: a loop in any spelling is refused, and the
// site's lookup finds a redirect under any spelling of its path.
import Database from '@site/shared/sqlite';
import { describe, expect, it } from 'vitest';
import { ANSWERS } from './contract.ts';
import { adminRequests, bearer, getJson, serverForFile } from './helpers.ts';

const { app, config } = serverForFile();
const { put } = adminRequests(app);

const post = (body: unknown) =>
  app().inject({ method: 'POST', url: '/admin/redirects', payload: body as object, headers: bearer() });
const lookup = async (path: string) =>
  ANSWERS['get-redirect'].parse(await getJson(app(), `/api/v1/get-redirect?path=${encodeURIComponent(path)}`)).redirect;

/** The 400 a redirect body gets, or a failure naming what was stored instead. */
async function refusal(response: Awaited<ReturnType<typeof post>>): Promise<string> {
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { error: string }).error;
}

describe('a redirect to the same page in another spelling', () => {
  it('refuses /promo → /promo/ (the site drops the trailing slash)', async () => {
    const error = await refusal(await post({ from: '/promo', to: '/promo/' }));
    expect(error).toBe('to: /promo/ is the same page as from (/promo); a redirect to itself would loop');
    expect(await lookup('/promo')).toBeNull();
  });

  it('refuses /sale → /%73ale (the site decodes %73 to s)', async () => {
    const error = await refusal(await post({ from: '/sale', to: '/%73ale?utm=x' }));
    expect(error).toMatch(/^to: \/%73ale\?utm=x is the same page as from \(\/sale\)/);
    expect(await lookup('/sale')).toBeNull();
  });
});

describe('a chain that returns to its start', () => {
  it('refuses /old-a → /old-b/ once /old-b → /old-a exists, naming the chain', async () => {
    expect((await post({ from: '/old-b', to: '/old-a' })).statusCode).toBe(201);
    const error = await refusal(await post({ from: '/old-a', to: '/old-b/' }));
    expect(error).toMatch(/\/old-a → \/old-b → \/old-a/);
    expect(error).toMatch(/would loop/);
    expect(await lookup('/old-a')).toBeNull();
    expect(await lookup('/old-b')).toEqual({ to: '/old-a', status: 301 });
  });

  it('refuses the third redirect of a chain of three spelled apart: /c1 → /c2, /c2 → /c3/, /c3 → /%63%31', async () => {
    expect((await post({ from: '/c1', to: '/c2' })).statusCode).toBe(201);
    expect((await post({ from: '/c2', to: '/c3/' })).statusCode).toBe(201);
    const error = await refusal(await post({ from: '/c3', to: '/%63%31' }));
    expect(error).toMatch(/\/c3 → \/c1 → \/c3/);
    expect(await lookup('/c3')).toBeNull();
  });

  it('refuses the last link of a three-hop chain a database written before the collapse still holds', async () => {
    const db = new Database(config().dbPath);
    try {
      const insert = db.prepare(
        "INSERT INTO redirects (from_path, to_path, status, created_by, created_at) VALUES (?, ?, 301, 'old', '2026-01-01')",
      );
      insert.run('/h1', '/h2');
      insert.run('/h2', '/h3');
    } finally {
      db.close();
    }
    const error = await refusal(await post({ from: '/h3', to: '/h1' }));
    expect(error).toMatch(/\/h3 → \/h1 → \/h2 → \/h3/);
  });

  it('refuses a PUT that closes a loop', async () => {
    expect((await post({ from: '/p1', to: '/p2' })).statusCode).toBe(201);
    const other = (await post({ from: '/p3', to: '/pricing' })).json() as { id: number };
    const error = await refusal(await put(`redirects/${other.id}`, { from: '/p2', to: '/p1/' }));
    expect(error).toMatch(/\/p2 → \/p1 → \/p2/);
    expect(await lookup('/p3')).toEqual({ to: '/pricing', status: 301 });
    expect(await lookup('/p2')).toBeNull();
  });
});

describe('one form for the stored from and the lookup', () => {
  it('stores both paths as the site routes them, and finds a redirect under any spelling of its path', async () => {
    const created = (await post({ from: '/spring%2doffer/', to: '/pric%69ng/?a=1' })).json();
    expect(created).toMatchObject({ from: '/spring-offer', to: '/pricing?a=1' });
    for (const spelling of ['/spring-offer', '/spring%2Doffer', '/spring-offer/', '/spring-offer//'])
      expect(await lookup(spelling), spelling).toEqual({ to: '/pricing?a=1', status: 301 });
    // Letter case is kept, as the router keeps it: /Spring-offer is another route, so redirecting it is no loop.
    expect(await lookup('/Spring-offer')).toBeNull();
    const capital = (await post({ from: '/Spring-offer', to: '/spring-offer' })).json();
    expect(capital).toMatchObject({ from: '/Spring-offer', to: '/pricing?a=1' });
  });

  it('a from with a reserved character matches the path Next hands a page (/a:b arrives as /a%3Ab)', async () => {
    expect((await post({ from: '/deal:today', to: '/pricing' })).json()).toMatchObject({ from: '/deal%3Atoday' });
    expect(await lookup('/deal%3Atoday')).toEqual({ to: '/pricing', status: 301 });
  });

  it('refuses a from the site can never route: a malformed escape, an encoded slash', async () => {
    expect(await refusal(await post({ from: '/bad%E9', to: '/pricing' }))).toMatch(/^from: /);
    expect(await refusal(await post({ from: '/a%2Fb', to: '/pricing' }))).toMatch(/^from: /);
    expect(await lookup('/bad%E9')).toBeNull();
  });
});
