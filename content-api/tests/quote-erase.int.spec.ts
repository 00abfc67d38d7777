// Erasing a person reaches the quotes the content API keeps: an admin call removes every quote of the address, however
// its letters were typed, leaves no byte of it in the database's files, and refuses callers without the admin token.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tracesOf } from '../../tests/int/support/person-on-disk';
import { bearer, SITE_URL, SUBMIT_TOKEN, serverForFile } from './helpers.ts';

const { app, config } = serverForFile({ argv: ['--blogs', '3', '--events', '1'] });

const quote = (email: string, fullname: string) =>
  app().inject({
    method: 'POST',
    url: '/api/v1/service-form-submit-action',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(SUBMIT_TOKEN) },
    payload: new URLSearchParams({
      fullname,
      email,
      phoneno: '4165550142',
      description: 'Two React developers for a logistics dashboard.',
      pageUrl: `${SITE_URL}/software-development`,
      service_title: 'Custom Software Development',
    }).toString(),
  });

const erase = (body: unknown, headers = bearer()) =>
  app().inject({ method: 'POST', url: '/admin/leads/erase', payload: body as object, headers });

const storedEmails = async () =>
  (
    (await app().inject({ url: '/admin/leads?limit=500', headers: bearer() })).json() as {
      fields: { email?: string };
    }[]
  )
    .map((lead) => lead.fields.email)
    .filter(Boolean);

describe('POST /admin/leads/erase', () => {
  it('removes every quote of the address, and nothing of the file keeps it', async () => {
    for (const [email, name] of [
      ['Nadia.Erased@Example.com', 'Nadia Quoteerased'],
      ['nadia.erased@example.com', 'Nadia Quoteerased'],
      ['kept@example.com', 'Kept Person'],
    ]) {
      expect((await quote(email!, name!)).statusCode).toBe(200);
    }
    const answer = await erase({ email: ' NADIA.erased@example.com ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ erased: 2 });
    expect(await storedEmails()).toEqual(['kept@example.com']);
    const folder = path.dirname(config().dbPath);
    expect(tracesOf([folder], ['nadia.erased@example.com', 'Quoteerased'])).toEqual([]);
    expect(tracesOf([folder], ['kept@example.com'])).not.toEqual([]);
  });

  it('says so when nothing matched', async () => {
    expect((await erase({ email: 'nobody@example.com' })).json()).toEqual({ erased: 0 });
  });

  it('refuses a caller without the admin token, and anything but one bounded address', async () => {
    expect((await erase({ email: 'kept@example.com' }, bearer(SUBMIT_TOKEN))).statusCode).toBe(401);
    for (const body of [
      {},
      { email: 'not an address' },
      { email: `${'a'.repeat(250)}@example.com` },
      { email: 'a@b.co', x: 1 },
    ])
      expect((await erase(body)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    expect(await storedEmails()).toEqual(['kept@example.com']);
  });
});
