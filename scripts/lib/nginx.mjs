// Debian's nginx running deploy/nginx.conf on private ports, for the edge tests and the throughput bench.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopAll, waitForUrl } from './processes.mjs';

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text))
    throw new Error(`deploy/nginx.conf no longer contains ${pattern}; update scripts/lib/nginx.mjs`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf listening on 127.0.0.1:`port` in front of `upstreams` ("host:port"), with its cache,
 * logs and temporary files in `dir`. `extraServers` adds server blocks (the bench's static twin); `copyLife`
 * replaces the pages' 1 s lifetime and `refreshPeers` the addresses allowed to refresh a copy (tests).
 */
export function renderEdgeConfig({ port, upstreams, dir, extraServers = '', copyLife, refreshPeers }) {
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  if (copyLife) conf = replaceOnce(conf, /(proxy_cache_valid [^;]*) 1s;/, `$1 ${copyLife};`);
  if (refreshPeers) {
    const peers = refreshPeers.map((peer) => `${peer} 1;`).join(' ');
    conf = replaceOnce(conf, /(geo \$edge_refresh_peer \{\s*default 0;)[^}]*\}/, `$1 ${peers} }`);
  }
  conf = replaceOnce(conf, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
  const servers = upstreams.map((upstream) => `server ${upstream};`);
  conf = replaceOnce(conf, /^(\s*)server 127\.0\.0\.1:3000;$/m, (_, indent) => indent + servers.join(`\n${indent}`));
  conf = conf.replaceAll('/var/cache/nginx', dir).replaceAll('/var/log/nginx', dir);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${dir}/${kind}-temp;`,
  );
  conf = replaceOnce(conf, /^http \{$/m, `http {\n  ${temp.join('\n  ')}`);
  return replaceOnce(conf, /\}\s*$/, `${extraServers}\n}\n`);
}

/** Starts nginx on `render(dir)`, the config for its own folder; resolves once `readyUrl` answers. */
export async function startNginx(render, readyUrl) {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-'));
  // Workers run as nobody when nginx starts as root: they must reach the cache inside this folder.
  chmodSync(dir, 0o755);
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, render(dir));
  const args = ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log'), '-g', `daemon off; pid ${dir}/nginx.pid;`];
  const child = spawn('nginx', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForUrl(readyUrl, { timeoutMs: 15_000, child });
  return { dir, child, stop: () => stopAll([child]) };
}
