// @vitest-environment node
// The webhook's re-render requests go to this site only: its own address, and paths that stay on it.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSitePath } from '@/lib/routes';
import { MOST_BACKGROUND_WAIT_MS, QUIET_BEFORE_BACKGROUND_MS } from '@/lib/revalidate/own-page-quiet';
import { BACKGROUND_RENDERS, MAX_RENDER_ROUNDS, ownOrigin, reRenderPages } from '@/lib/revalidate/re-render';

const server = setupServer();
const requested: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** Every page renders in `ms`; each path asked is noted in `requested`. */
function renderEachIn(ms: number) {
  server.use(
    http.get('http://127.0.0.1:3000/*', async ({ request }) => {
      requested.push(new URL(request.url).pathname);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return new HttpResponse('ok');
    }),
  );
}

const OFF_SITE = [
  '//169.254.169.254/latest/meta-data',
  '/\\169.254.169.254/latest',
  '/\\\\internal.example/x',
  'http://internal.example/',
  'javascript:alert(1)',
  'blog',
  '',
];

describe('isSitePath', () => {
  it.each(OFF_SITE)('refuses %j, which resolves to another origin or is no path', (path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it.each(['/', '/blog', '/blog-details/a-post?x=1', '/sitemap.xml', '/a//b'])('accepts %j', (path) => {
    expect(isSitePath(path)).toBe(true);
  });
});

describe('reRenderPages', () => {
  it('requests the paths on this site and none on another host', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('http://127.0.0.1:3000/*', ({ request }) => (requested.push(request.url), new HttpResponse('ok'))),
    );
    await reRenderPages('http://127.0.0.1:3000', ['/blog', ...OFF_SITE]);
    expect(requested).toEqual(['http://127.0.0.1:3000/blog']);
  });
});

describe('reRenderPages, then the edges', () => {
  it('hands on each page once it is rendered, and none that failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('http://127.0.0.1:3000/unreachable', () => HttpResponse.error()),
      http.get('http://127.0.0.1:3000/failing', () => new HttpResponse('down', { status: 503 })),
      http.get('http://127.0.0.1:3000/gone', () => new HttpResponse('not found', { status: 404 })),
      http.get('http://127.0.0.1:3000/*', ({ request }) => (requested.push(request.url), new HttpResponse('ok'))),
    );
    const rendered: string[] = [];
    const paths = ['/blog-details/a', '/blog', '/unreachable', '/failing', '/gone', '//elsewhere.example/x'];
    await reRenderPages('http://127.0.0.1:3000', paths, async (path) => rendered.push(path) > 0);
    expect(rendered[0]).toBe('/blog-details/a');
    // A 404 is the new answer of a deleted record's page: the edges must drop their copy too.
    expect(rendered.sort()).toEqual(['/blog', '/blog-details/a', '/gone']);
  });

  it('renders a page again while the edges refuse it as stale, at most MAX_RENDER_ROUNDS times', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('http://127.0.0.1:3000/*', ({ request }) => (requested.push(request.url), new HttpResponse('ok'))),
    );
    let refusals = 1;
    await reRenderPages('http://127.0.0.1:3000', ['/blog'], async () => refusals-- <= 0);
    expect(requested).toEqual(['http://127.0.0.1:3000/blog', 'http://127.0.0.1:3000/blog']);
    requested.length = 0;
    await reRenderPages('http://127.0.0.1:3000', ['/events'], async () => false);
    expect(requested).toHaveLength(MAX_RENDER_ROUNDS);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/events'));
  });

  it('renders the edited page at once, and the rest at most BACKGROUND_RENDERS at a time across changes', async () => {
    let inFlight = 0;
    let most = 0;
    const started: string[] = [];
    server.use(
      http.get('http://127.0.0.1:3000/*', async ({ request }) => {
        started.push(new URL(request.url).pathname);
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        return new HttpResponse('ok');
      }),
    );
    const lists = ['/blog', '/blog/feed.xml', '/blog/atom.xml', '/sitemaps/blog/1.xml'];
    const first = reRenderPages('http://127.0.0.1:3000', ['/blog-details/a', ...lists]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    // A second edit while the first change's lists wait: its own page does not queue behind them.
    await reRenderPages('http://127.0.0.1:3000', ['/blog-details/b']);
    expect(started.slice(0, 2)).toEqual(['/blog-details/a', '/blog-details/b']);
    await first;
    expect(started).toHaveLength(6);
    expect(most).toBe(BACKGROUND_RENDERS);
  });

  it('renders a page again only once its render for an earlier edit has ended', async () => {
    const spans: { start: number; end: number }[] = [];
    server.use(
      http.get('http://127.0.0.1:3000/*', async () => {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, spans.length === 0 ? 60 : 10));
        spans.push({ start, end: performance.now() });
        return new HttpResponse('ok');
      }),
    );
    const first = reRenderPages('http://127.0.0.1:3000', ['/blog-details/a']);
    await new Promise((resolve) => setTimeout(resolve, 15));
    // The second edit of the same post while the first's render, holding the older record, still runs.
    await reRenderPages('http://127.0.0.1:3000', ['/blog-details/a']);
    await first;
    expect(spans).toHaveLength(2);
    expect(spans[1]!.start).toBeGreaterThanOrEqual(spans[0]!.end);
  });

  it('starts no list, feed or card while an edited record’s own page renders (a burst of edits)', async () => {
    const spans = new Map<string, { start: number; end: number }>();
    server.use(
      http.get('http://127.0.0.1:3000/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, path === '/blog-details/b' ? 60 : 10));
        spans.set(path, { start, end: performance.now() });
        return new HttpResponse('ok');
      }),
    );
    const lists = ['/blog', '/blog/feed.xml', '/blog/atom.xml', '/sitemaps/blog/1.xml', '/events', '/services'];
    const first = reRenderPages('http://127.0.0.1:3000', ['/blog-details/a', ...lists]);
    await new Promise((resolve) => setTimeout(resolve, 15));
    await reRenderPages('http://127.0.0.1:3000', ['/blog-details/b']);
    await first;
    const own = spans.get('/blog-details/b')!;
    const startedDuring = lists.filter((path) => {
      const { start } = spans.get(path)!;
      return start > own.start && start < own.end;
    });
    expect(startedDuring).toEqual([]);
    expect(spans.size).toBe(lists.length + 2);
  });

  it('starts a list only once no own page has rendered for QUIET_BEFORE_BACKGROUND_MS', async () => {
    const starts = new Map<string, number>();
    let ownEnded = 0;
    server.use(
      http.get('http://127.0.0.1:3000/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        starts.set(path, performance.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (path.startsWith('/blog-details/')) ownEnded = performance.now();
        return new HttpResponse('ok');
      }),
    );
    await reRenderPages('http://127.0.0.1:3000', ['/blog-details/a', '/blog']);
    // Timers may fire a millisecond early against performance.now().
    expect(starts.get('/blog')! - ownEnded).toBeGreaterThanOrEqual(QUIET_BEFORE_BACKGROUND_MS - 2);
  });

  it('renders a list two changes queued once, and tells both changes', async () => {
    renderEachIn(10);
    const heard = { a: [] as string[], b: [] as string[] };
    const edgeAnswers = { a: [] as string[], b: [] as string[] };
    const offered: string[] = [];
    const change = (name: 'a' | 'b') =>
      reRenderPages(
        'http://127.0.0.1:3000',
        [`/blog-details/${name}`, '/blog', '/blog/feed.xml'],
        async (path, answered) => (offered.push(path), answered('http://edge.test', 'kept'), true),
        {
          tried: (path, ok) => void (ok && heard[name].push(path)),
          edge: (path, edge, answer) => void edgeAnswers[name].push(`${path} ${edge} ${answer}`),
        },
      );
    const first = change('a');
    await new Promise((resolve) => setTimeout(resolve, 40));
    await change('b');
    await first;
    expect(requested.filter((path) => path === '/blog')).toHaveLength(1);
    expect(requested.filter((path) => path === '/blog/feed.xml')).toHaveLength(1);
    expect(offered.filter((path) => path === '/blog')).toHaveLength(1);
    for (const name of ['a', 'b'] as const) {
      const pages = ['/blog', `/blog-details/${name}`, '/blog/feed.xml'].sort();
      expect(heard[name].sort()).toEqual(pages);
      expect(edgeAnswers[name].sort()).toEqual(pages.map((path) => `${path} http://edge.test kept`));
    }
  });

  it('still renders a list within MOST_BACKGROUND_WAIT_MS while own pages keep rendering', async () => {
    renderEachIn(50);
    const from = performance.now();
    const first = reRenderPages('http://127.0.0.1:3000', ['/blog-details/a', '/events']);
    let edits = 0;
    // Edits back to back, each own page ending as the next starts: never a quiet moment.
    while (!requested.includes('/events') && performance.now() - from < MOST_BACKGROUND_WAIT_MS + 1_000)
      await reRenderPages('http://127.0.0.1:3000', [`/blog-details/burst-${(edits += 1)}`]);
    await first;
    expect(performance.now() - from).toBeLessThan(MOST_BACKGROUND_WAIT_MS + 500);
    expect(edits).toBeGreaterThan(10);
  });

  it('asks Next to render now, not in the background, with the build’s preview id', async () => {
    vi.stubEnv('__SITE_ON_DEMAND_ID', 'preview-id-of-this-build');
    const headers: (string | null)[] = [];
    server.use(
      http.get('http://127.0.0.1:3000/*', ({ request }) => {
        headers.push(request.headers.get('x-prerender-revalidate'));
        return new HttpResponse('ok');
      }),
    );
    await reRenderPages('http://127.0.0.1:3000', ['/blog', '/events']);
    expect(headers).toEqual(['preview-id-of-this-build', 'preview-id-of-this-build']);
  });
});

describe('ownOrigin', () => {
  it('is the address the production server gives, whatever Host the request named', () => {
    vi.stubEnv('__SITE_SELF_ORIGIN', 'http://127.0.0.1:3000');
    expect(ownOrigin(new Request('http://169.254.169.254/api/revalidate'))).toBe('http://127.0.0.1:3000');
  });

  it('falls back to the request’s origin without that server (next start, next dev)', () => {
    vi.stubEnv('__SITE_SELF_ORIGIN', '');
    expect(ownOrigin(new Request('http://localhost:3000/api/revalidate'))).toBe('http://localhost:3000');
  });
});
