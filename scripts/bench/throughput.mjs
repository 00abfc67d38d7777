// Throughput of a prerendered post while its revalidation webhook is called every second, against
// (a) the site server alone, (b) the nginx edge (deploy/nginx.conf) in front of it and (c) the same nginx
// serving that post's HTML as a static file. Prints req/s, p99 latency and errors of each, the ratios,
// then how long an edit takes to show through the edge. Figures only: nothing here passes or fails.
//   npm run bench:throughput -- [--duration 60] [--connections 200] [--edits 5] [--accept-encoding gzip]
// (--accept-encoding: what each request accepts, as a browser's does; none by default, as the edge asks the site)
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { E2E, E2E_URLS } from '../e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../lib/nginx.mjs';
import { withSite } from './environment.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    edits: { type: 'string', default: '5' },
    'accept-encoding': { type: 'string' },
  },
});
const apiUrl = (process.env.BENCH_API_URL ?? E2E_URLS.api).replace(/\/+$/, '');
const adminToken = process.env.CONTENT_ADMIN_TOKEN ?? E2E.adminToken;
const secret = process.env.REVALIDATE_SECRET ?? E2E.revalidateSecret;
const EDIT_TIMEOUT_MS = 10_000;

async function firstPostSlug() {
  const answer = await (await fetch(`${apiUrl}/api/v1/get-blog-list-updated`)).json();
  return answer.blogs[0].blog_slug;
}

/** Calls the webhook for the post every second; returns a function that stops and counts the answers. */
function revalidateEverySecond(site, slug) {
  const statuses = {};
  const call = () =>
    fetch(`${site}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'blog', slug }),
    })
      .then((response) => response.status)
      .catch(() => 'network error')
      .then((status) => (statuses[status] = (statuses[status] ?? 0) + 1));
  const timer = setInterval(call, 1_000);
  return () => (clearInterval(timer), statuses);
}

async function load(name, url) {
  const headers = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {};
  const result = await autocannon({
    url,
    headers,
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, reqPerSec: result.requests.average, p99: result.latency.p99, errors };
}

async function editShowsThroughEdge(edge, slug, run) {
  const title = `Throughput bench edit ${run} at ${Date.now()}`;
  const started = performance.now();
  const response = await fetch(`${apiUrl}/admin/blogs/${slug}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ blog_title: title }),
  });
  if (!response.ok) throw new Error(`edit ${slug}: ${response.status} ${await response.text()}`);
  while (performance.now() - started < EDIT_TIMEOUT_MS) {
    if ((await (await fetch(`${edge}/blog-details/${slug}`)).text()).includes(title))
      return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Infinity;
}

/** Waits until the site answers a page within a second again, after the load test's backlog. */
async function settle(site) {
  for (let tries = 0; tries < 60; tries += 1) {
    const started = performance.now();
    await fetch(`${site}/about-us`).catch(() => null);
    if (performance.now() - started < 1_000) return;
  }
}

await withSite(async (site) => {
  const slug = await firstPostSlug();
  const page = `/blog-details/${slug}`;
  const html = await (await fetch(`${site}${page}`)).text();
  const edge = `http://127.0.0.1:${E2E.edgePort}`;
  const staticUrl = `http://127.0.0.1:${E2E.staticEdgePort}`;
  const staticServer = (dir) => `
  server {
    listen 127.0.0.1:${E2E.staticEdgePort};
    root ${dir}/static;
    default_type text/html;
    location / { try_files /post.html =404; }
  }`;
  const nginx = await startNginx((dir) => {
    mkdirSync(path.join(dir, 'static'));
    writeFileSync(path.join(dir, 'static', 'post.html'), html);
    return renderEdgeConfig({
      port: E2E.edgePort,
      upstreams: [new URL(site).host],
      dir,
      extraServers: staticServer(dir),
    });
  }, `${edge}/`);
  try {
    const accepting = values['accept-encoding'] ? `, accepting ${values['accept-encoding']}` : '';
    console.log(
      `${page}: ${values.connections} connections, ${values.duration} s each${accepting}, webhook every second`,
    );
    const stop = revalidateEverySecond(site, slug);
    const results = [];
    // The site last: Node keeps rendering for connections autocannon already closed, which would slow what follows.
    for (const [name, url] of [
      ['static nginx', `${staticUrl}${page}`],
      ['nginx edge', `${edge}${page}`],
      ['site alone', `${site}${page}`],
    ]) {
      await fetch(url); // primes the edge cache, as steady traffic would
      results.push(await load(name, url));
    }
    const webhook = stop();
    console.table(
      results.map(({ name, reqPerSec, p99, errors }) => ({
        target: name,
        'req/s': Math.round(reqPerSec),
        'p99 ms': p99,
        errors,
      })),
    );
    const [asStatic, viaEdge, alone] = results;
    console.log(
      `site/static ${(alone.reqPerSec / asStatic.reqPerSec).toFixed(2)}, edge/static ${(viaEdge.reqPerSec / asStatic.reqPerSec).toFixed(2)} (goal ≥ 0.8, 0 errors); webhook answers ${JSON.stringify(webhook)}`,
    );
    await settle(site);
    const timings = [];
    for (let run = 1; run <= Number(values.edits); run += 1) timings.push(await editShowsThroughEdge(edge, slug, run));
    const ms = timings.map((value) => `${Math.round(value)} ms`).join(', ');
    console.log(`edit → new HTML through the edge: ${ms} (max ${Math.round(Math.max(...timings))} ms; goal ≤ 1000 ms)`);
  } finally {
    await nginx.stop();
  }
});
