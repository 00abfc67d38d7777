import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, adminRequests, bearer, NEW_BLOG, startServer, serverForFile } from './helpers.ts';

const { app } = serverForFile();

const { put, del } = adminRequests(app);

describe('admin auth', () => {
  it.each([
    ['missing', {}],
    ['wrong', bearer('not-the-token')],
    ['not bearer', { authorization: `Basic ${ADMIN_TOKEN}` }],
    ['longer', bearer(`${ADMIN_TOKEN}x`)],
  ])('%s token → 401 JSON', async (_label, headers) => {
    for (const response of [
      await put('blogs/whatever', NEW_BLOG, headers),
      await del('blogs/whatever', headers),
      await app().inject({ url: '/admin/leads', headers }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid or missing bearer token' });
    }
  });

  it('without CONTENT_ADMIN_TOKEN the admin API is disabled', async () => {
    const bare = await startServer({ env: { CONTENT_ADMIN_TOKEN: '' }, argv: ['--blogs', '1', '--events', '1'] });
    const response = await bare.app.inject({ url: '/admin/outbox', headers: bearer() });
    await bare.app.close();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'admin API disabled: set CONTENT_ADMIN_TOKEN' });
  });

  it('the right token is accepted', async () => {
    expect((await app().inject({ url: '/admin/outbox', headers: bearer() })).statusCode).toBe(200);
  });
});
