import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyStaffPolicy, isStaffRequest, STAFF_PATH_HEADER } from '../../../next-glue/server/staff-policy.mjs';

/** A response that records its headers and status as Node's does, enough for the policy's patches. */
function fakeResponse() {
  const headers = new Map<string, unknown>();
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    written: 0,
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
      return response;
    },
    appendHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
      return response;
    },
    writeHead(status: number) {
      response.written = status;
      return response;
    },
  });
  return { res: response as unknown as ServerResponse & { written: number }, headers };
}

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers: { ...headers } }) as unknown as IncomingMessage;

describe('the console’s policy in the server', () => {
  it('knows the console by its path, as sent or decoded, and nothing else', () => {
    for (const url of ['/staff', '/staff/', '/staff/people?x=1', '/%73taff/people', '/staff?next=/x'])
      expect(isStaffRequest(url), url).toBe(true);
    for (const url of ['/staffing-services', '/about-us/staff', '/STAFF', '/', '/api/staff', '/%ZZstaff'])
      expect(isStaffRequest(url), url).toBe(false);
  });

  it('gives each console answer its own nonce, private no-store and noindex, which nothing later replaces', () => {
    const nonces = new Set<string>();
    for (let answer = 0; answer < 3; answer += 1) {
      const req = request('/staff/people', {
        [STAFF_PATH_HEADER]: '/forged',
        'content-security-policy': "script-src 'nonce-x'",
      });
      const { res, headers } = fakeResponse();
      expect(applyStaffPolicy(req, res, { https: true })).toBe(true);
      const policy = String(headers.get('content-security-policy'));
      expect(req.headers['content-security-policy']).toBe(policy);
      expect(req.headers[STAFF_PATH_HEADER]).toBe('/staff/people');
      expect(policy).toMatch(/^default-src 'self'; script-src 'nonce-[A-Za-z0-9+/]{24}' 'strict-dynamic';/);
      expect(policy).toContain('upgrade-insecure-requests');
      res.setHeader('Cache-Control', 's-maxage=31536000');
      res.setHeader('Content-Security-Policy', "script-src 'unsafe-inline'");
      res.appendHeader('X-Robots-Tag', 'index');
      expect([headers.get('cache-control'), headers.get('x-robots-tag')]).toEqual([
        'private, no-store',
        'noindex, nofollow',
      ]);
      expect(headers.get('content-security-policy')).toBe(policy);
      nonces.add(policy);
    }
    expect(nonces.size).toBe(3);
  });

  it('answers the console’s forbidden page with 403', () => {
    const { res } = fakeResponse();
    applyStaffPolicy(request('/staff/forbidden'), res, { https: false });
    res.writeHead(200);
    expect(res.written).toBe(403);
  });

  it('leaves public requests alone, without any CSP or staff path a client sent', () => {
    const req = request('/thank-you', {
      'content-security-policy': "script-src 'nonce-forged'",
      [STAFF_PATH_HEADER]: '/staff',
    });
    const { res, headers } = fakeResponse();
    expect(applyStaffPolicy(req, res, { https: false })).toBe(false);
    expect(req.headers['content-security-policy']).toBeUndefined();
    expect(req.headers[STAFF_PATH_HEADER]).toBeUndefined();
    expect(headers.size).toBe(0);
  });
});
