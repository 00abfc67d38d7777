// Edits N blog posts through the content API's admin endpoint and measures, for each, the time from
// the edit request until HTML with the new title is served: by the site alone, then through the nginx edge
// (deploy/nginx.conf in front of it, with its 1 s microcache), each burst on a quiet site. Prints p50, p95 and max.
//   npm run bench:revalidate -- 30        (BENCH_SITE_URL, BENCH_API_URL and CONTENT_ADMIN_TOKEN to measure a running pair)
//   npm run bench:revalidate -- 24 --posts 4   a burst: the edits cycle over 4 posts, each read once first
import { parseArgs } from 'node:util';
import { E2E, E2E_URLS } from '../e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../lib/nginx.mjs';
import { withSite } from './environment.mjs';

const { values: flags, positionals } = parseArgs({ allowPositionals: true, options: { posts: { type: 'string' } } });
const runs = Number(positionals[0] ?? 20);
// Every listed post by default; `--posts N` keeps the first N, so each is edited again while its last edit's
// background renders (lists, feeds, sitemaps) may still run.
const POSTS = flags.posts ? Math.max(1, Number.parseInt(flags.posts, 10) || 1) : Infinity;
const apiUrl = (process.env.BENCH_API_URL ?? E2E_URLS.api).replace(/\/+$/, '');
const adminToken = process.env.CONTENT_ADMIN_TOKEN ?? E2E.adminToken;
const TIMEOUT_MS = 10_000;
// Between the two bursts: the site burst's lists, feeds and cards start at most 3 s after their edit
// (MOST_BACKGROUND_WAIT_MS, lib/revalidate/own-page-quiet.ts) and render within a second, so each burst starts on a
// quiet site, as one burst of edits would; back to back, the second measured the first one's leftovers.
const SETTLE_MS = 5_000;

async function slugs() {
  const response = await fetch(`${apiUrl}/api/v1/get-blog-list-updated`);
  return (await response.json()).blogs.map((blog) => blog.blog_slug).slice(0, POSTS);
}

async function edit(slug, title) {
  const response = await fetch(`${apiUrl}/admin/blogs/${slug}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ blog_title: title }),
  });
  if (!response.ok) throw new Error(`edit ${slug}: ${response.status} ${await response.text()}`);
}

async function waitForTitle(site, slug, title, started) {
  while (performance.now() - started < TIMEOUT_MS) {
    const html = await (await fetch(`${site}/blog-details/${slug}`, { redirect: 'manual' })).text();
    if (html.includes(title)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${slug} did not show its new title within ${TIMEOUT_MS} ms`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(name, origin, candidates) {
  // Each post is read once first, so every edit replaces a page that is in the cache (a warm post).
  for (const slug of candidates) await fetch(`${origin}/blog-details/${slug}`);
  const timings = [];
  for (let run = 0; run < runs; run += 1) {
    const slug = candidates[run % candidates.length];
    const title = `Benchmark edit ${run + 1} via ${name} at ${Date.now()}`;
    const started = performance.now();
    await edit(slug, title);
    timings.push(await waitForTitle(origin, slug, title, started));
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `${name}: edit → fresh HTML over ${runs} edits: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1))}`,
  );
}

await withSite(async (site) => {
  const candidates = await slugs();
  await measure('site alone', site, candidates);
  console.log(`Waiting ${SETTLE_MS / 1000} s for the site burst's lists and feeds to render …`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const edge = `http://127.0.0.1:${E2E.edgePort}`;
  const upstreams = [new URL(site).host];
  const nginx = await startNginx((dir) => renderEdgeConfig({ port: E2E.edgePort, upstreams, dir }), `${edge}/`);
  try {
    await measure('through the edge', edge, candidates);
  } finally {
    await nginx.stop();
  }
});
