import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '../../../proxy';
import { staffPolicy } from '@/lib/staff/console-policy';
import { STAFF_PATH_HEADER } from '@/lib/staff/paths';
import { isStaffRequest, prepareStaffRequest } from '../../../next-glue/server/staff-requests.mjs';

/** A response that records its headers and status as Node's does, enough for the server's patch. */
function fakeResponse() {
  const headers = new Map<string, unknown>();
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    written: 0,
    setHeader(name: string, value: unknown) {
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

/** The request headers the proxy hands Next: those it names, each as Next applies them (x-middleware-request-*). */
function requestHeadersFrom(response: Response): Map<string, string | null> {
  const names = (response.headers.get('x-middleware-override-headers') ?? '').split(',');
  return new Map(names.map((name) => [name, response.headers.get(`x-middleware-request-${name}`)]));
}

describe('the console’s policy in proxy.ts', () => {
  it('is the console’s own, word for word', () => {
    expect(staffPolicy('N0nce', false)).toBe(
      "default-src 'self'; script-src 'nonce-N0nce' 'strict-dynamic'; style-src 'self'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; " +
        "frame-ancestors 'none'; report-uri /api/csp-report; report-to csp-endpoint",
    );
    expect(staffPolicy('N0nce', true)).toBe(`${staffPolicy('N0nce', false)}; upgrade-insecure-requests`);
  });

  it('runs for the console and below it, prefetches too, and for nothing else', () => {
    for (const url of ['/staff', '/staff/', '/staff/people?x=1', '/staff/leads/export', '/staff?next=/x'])
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
    expect(
      unstable_doesMiddlewareMatch({ config, url: '/staff/people', headers: { 'next-router-prefetch': '1' } }),
    ).toBe(true);
    for (const url of ['/staffing-services', '/about-us/staff', '/STAFF/people', '/', '/api/staff', '/_next/x'])
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
  });

  it('gives each console answer its own nonce, in the request Next renders and on the answer, private and noindex', () => {
    const nonces = new Set<string>();
    for (let answer = 0; answer < 3; answer += 1) {
      const response = proxy(
        new NextRequest('http://localhost/staff/people?x=1', {
          headers: { [STAFF_PATH_HEADER]: '/forged', 'content-security-policy': "script-src 'nonce-x'", cookie: 'a=b' },
        }),
      );
      const policy = String(response.headers.get('content-security-policy'));
      expect(policy).toMatch(/^default-src 'self'; script-src 'nonce-[A-Za-z0-9+/]{24}' 'strict-dynamic';/);
      expect(policy).toBe(staffPolicy(/'nonce-([^']+)'/.exec(policy)![1]!, false));
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const toNext = requestHeadersFrom(response);
      expect(toNext.get('content-security-policy')).toBe(policy);
      expect(toNext.get(STAFF_PATH_HEADER)).toBe('/staff/people?x=1');
      // The request's other headers reach the page as they came.
      expect(toNext.get('cookie')).toBe('a=b');
      expect(response.headers.get('x-middleware-next')).toBe('1');
      nonces.add(policy);
    }
    expect(nonces.size).toBe(3);
  });
});

describe('the console’s requests in the server', () => {
  it('knows the console by its path, as sent or decoded, and nothing else', () => {
    for (const url of ['/staff', '/staff/', '/staff/people?x=1', '/%73taff/people', '/staff?next=/x'])
      expect(isStaffRequest(url), url).toBe(true);
    for (const url of ['/staffing-services', '/about-us/staff', '/STAFF', '/', '/api/staff', '/%ZZstaff'])
      expect(isStaffRequest(url), url).toBe(false);
  });

  it('answers the console’s forbidden page with 403', () => {
    const { res } = fakeResponse();
    expect(prepareStaffRequest(request('/staff/forbidden'), res)).toBe(true);
    res.writeHead(200);
    expect(res.written).toBe(403);
  });

  it('drops the policy and staff path headers a client sent, on every request', () => {
    for (const url of ['/thank-you', '/staff/people']) {
      const req = request(url, {
        'content-security-policy': "script-src 'nonce-forged'",
        'content-security-policy-report-only': "script-src 'nonce-forged'",
        [STAFF_PATH_HEADER]: '/staff',
      });
      const { res, headers } = fakeResponse();
      expect(prepareStaffRequest(req, res)).toBe(url.startsWith('/staff'));
      expect(Object.keys(req.headers)).toEqual([]);
      expect(headers.size).toBe(0);
    }
  });
});
