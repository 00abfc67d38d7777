// @ts-check
// The "no scripts" arm: each page exactly as the project's server sends it, with every script taken out (Next's
// chunks, their preloads, the flight data, the inline scripts), everything else (CSS, images, fonts) passed through.
import { createServer } from 'node:http';

// Executable scripts and what only loads them; JSON-LD is data, not script, and stays.
const SCRIPT = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*\/?>/g;

/** @param {string} html */
export const withoutScripts = (html) => html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '');

const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * Serves `site` on `port` with every HTML answer's scripts removed; resolves with a `close()`.
 * @param {string} site
 * @param {number} port
 */
export async function startBarePages(site, port) {
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? '/', site), {
        method: request.method,
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
        redirect: 'manual',
      });
      const html = upstream.headers.get('content-type')?.startsWith('text/html');
      const body = html
        ? Buffer.from(withoutScripts(await upstream.text()))
        : Buffer.from(await upstream.arrayBuffer());
      const headers = [...upstream.headers].filter(([name]) => !HOP_HEADERS.has(name));
      response.writeHead(upstream.status, Object.fromEntries(headers));
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
