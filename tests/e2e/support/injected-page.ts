// A page of the site with one inline script injected, served through the production wrapper (secureHandler,
// the build's own header set) by a server that lives only in the test process: nothing of it can ship.
// Everything else is passed on to the e2e site.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E, E2E_URLS } from '../../../scripts/e2e/config.mjs';
import { secureHandler } from '../../../next-glue/server/secure-handler.mjs';
import { readSecurityHeaders } from '../../../next-glue/server/security-headers.mjs';

export const INJECTED_SCRIPT = 'window.__injectedRan = true';
// The upstream answer's own security headers are dropped: the wrapper sets them, as in production.
const PASSED_ON = ['content-type', 'cache-control', 'location'];
const FORWARDED = ['accept', 'rsc'];

export async function serveInjectedPage(path: string) {
  async function passOn(req: IncomingMessage, res: ServerResponse) {
    const upstream = await fetch(`${E2E_URLS.site}${req.url}`, {
      method: req.method,
      headers: Object.fromEntries(
        FORWARDED.flatMap((name) => (req.headers[name] ? [[name, String(req.headers[name])]] : [])),
      ),
      redirect: 'manual',
    });
    let answer = Buffer.from(await upstream.arrayBuffer());
    if (req.url === path)
      answer = Buffer.from(String(answer).replace(/<body[^>]*>/, (tag) => `${tag}<script>${INJECTED_SCRIPT}</script>`));
    for (const name of PASSED_ON) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.statusCode = upstream.status;
    res.end(answer);
  }

  const server = createServer(secureHandler(passOn, { headers: readSecurityHeaders(E2E.distDir) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
