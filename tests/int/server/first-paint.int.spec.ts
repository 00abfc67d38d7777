// @vitest-environment node
// The first paint's two switches, through the server's wrapper and Next's compression: each rewrite on changes its
// own aspect of the page, each off leaves that aspect as Next wrote it, both off send Next's bytes; the CSP names
// every inline script of what is sent, whichever switches are on.
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { siteScriptHashes } from '@/lib/security/site-inline-scripts';
import { firstPaintSettings, type FirstPaint } from '@/next-glue/server/first-paint.mjs';
import { trustedInlineScriptHashes } from '@/next-glue/server/inline-scripts.mjs';
import { SCRIPT_LIST_ID } from '@/next-glue/server/scripts-after-paint.mjs';
import { secureHandler } from '@/next-glue/server/secure-handler.mjs';
import { compression, headers } from '../support/next-server-parts';
import { get as getUrl } from '../support/http-get';
import { serveDuringSpec } from '../support/serve-during-spec';

const LINK = '<link rel="stylesheet" href="/_next/static/chunks/main-1.css" data-precedence="next"/>';
const SCRIPT = '<script src="/_next/static/chunks/main-1.js" async=""></script>';
const page =
  `<!DOCTYPE html><html><head>${LINK}${SCRIPT}</head><body><h1>Post</h1>${'<p>padding</p>'.repeat(200)}` +
  '<script>self.__next_f.push([1,"post"])</script></body></html>';

const readStylesheet = (name: string) => (name === 'main-1.css' ? 'h1{margin:0}' : null);

/** The page's body as served with `env`'s switches, checked against its CSP. */
function servedWith(env: Record<string, string>) {
  const { firstPaint, problems } = firstPaintSettings(env);
  expect(problems).toEqual([]);
  return serveWith(firstPaint);
}

const servers = new Map<string, ReturnType<typeof serveDuringSpec>>();
for (const scripts of ['after-paint', 'as-next-wrote'])
  for (const css of ['inline', 'linked']) {
    const { firstPaint } = firstPaintSettings({ FIRST_PAINT_SCRIPTS: scripts, FIRST_PAINT_CSS: css });
    const handler = secureHandler(
      async (req, res) => {
        compression()(req, res, () => {});
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page);
      },
      { headers, readStylesheet, firstPaint },
    );
    servers.set(JSON.stringify(firstPaint), serveDuringSpec(createServer((req, res) => void handler(req, res))));
  }

async function serveWith(firstPaint: FirstPaint) {
  const answer = await getUrl(servers.get(JSON.stringify(firstPaint))!.url('/'), { 'accept-encoding': 'gzip' });
  expect(answer.status).toBe(200);
  const scriptSrc = String(answer.headers['content-security-policy']).match(/script-src [^;]+/)![0];
  for (const hash of [...trustedInlineScriptHashes(answer.body), ...siteScriptHashes()])
    expect(scriptSrc).toContain(hash);
  return answer.body;
}

describe('FIRST_PAINT_SCRIPTS and FIRST_PAINT_CSS', () => {
  it('by default rewrite both: the CSS inside the page, the scripts after the paint', async () => {
    const body = await servedWith({});
    expect(body).toContain('<style data-precedence="next" data-inlined="/_next/static/chunks/main-1.css">');
    expect(body).toContain(`id="${SCRIPT_LIST_ID}"`);
    expect(body).not.toContain(SCRIPT);
  });

  it('FIRST_PAINT_SCRIPTS=as-next-wrote leaves the scripts where Next wrote them, the CSS still inside', async () => {
    const body = await servedWith({ FIRST_PAINT_SCRIPTS: 'as-next-wrote' });
    expect(body).toContain(`${LINK.replace('/>', ' disabled=""/>')}${SCRIPT}</head>`);
    expect(body).not.toContain(SCRIPT_LIST_ID);
    expect(body.slice(body.indexOf('</head>'))).toBe(page.slice(page.indexOf('</head>')));
  });

  it('FIRST_PAINT_CSS=linked leaves the stylesheet link as Next wrote it, the scripts still moved', async () => {
    const body = await servedWith({ FIRST_PAINT_CSS: 'linked' });
    expect(body.startsWith(`<!DOCTYPE html><html><head>${LINK}</head>`)).toBe(true);
    expect(body).not.toContain('<style');
    expect(body).toContain(`id="${SCRIPT_LIST_ID}"`);
  });

  it('both off send the page exactly as Next wrote it', async () => {
    expect(await servedWith({ FIRST_PAINT_SCRIPTS: 'as-next-wrote', FIRST_PAINT_CSS: 'linked' })).toBe(page);
  });

  it.each([
    [
      { FIRST_PAINT_SCRIPTS: 'off' },
      'FIRST_PAINT_SCRIPTS must be after-paint or as-next-wrote (default after-paint), got off',
    ],
    [{ FIRST_PAINT_CSS: 'LINKED' }, 'FIRST_PAINT_CSS must be inline or linked (default inline), got LINKED'],
  ])('refuses %j, naming the variable and its values', (env, problem) => {
    expect(firstPaintSettings(env).problems).toEqual([problem]);
  });
});
