// @ts-check
// Debian's nginx running deploy/nginx.conf on private ports, for the edge tests and the throughput bench.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopAll, waitForUrl } from './processes.mjs';
/** @import { ChildProcess } from 'node:child_process' */

/**
 * @param {string} text
 * @param {RegExp} pattern
 * @param {string | ((match: string, ...groups: string[]) => string)} replacement
 * @returns {string}
 */
function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text))
    throw new Error(`deploy/nginx.conf no longer contains ${pattern}; update scripts/lib/nginx.mjs`);
  // String#replace takes either form of replacement; its typed overloads take one at a time.
  return text.replace(pattern, /** @type {string} */ (replacement));
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, valid for a day, made in `dir`.
 * @param {string} dir
 * @returns {{ cert: string; key: string }}
 */
function throwawayCertificate(dir) {
  const [cert, key] = [path.join(dir, 'fullchain.pem'), path.join(dir, 'privkey.pem')];
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
  const keyType = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
  execFileSync('openssl', ['req', '-x509', ...keyType, ...subject, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { cert, key };
}

/**
 * deploy/nginx.conf in front of `upstreams` ("host:port"), with its cache, logs, temporary files and a throwaway
 * certificate in `dir`: plain HTTP on 127.0.0.1:`port` (the instances' listener), TLS and HTTP/2 on `tlsPort`
 * and the redirect to HTTPS on `redirectPort` when given. `extraServers` adds server blocks (the bench's static
 * twin); `copyLife` replaces the pages' 1 s lifetime and `refreshPeers` the addresses allowed to refresh (tests).
 * @param {{
 *   port: number; upstreams: string[]; dir: string; tlsPort?: number; redirectPort?: number; extraServers?: string;
 *   copyLife?: string; refreshPeers?: string[];
 * }} options
 * @returns {string}
 */
export function renderEdgeConfig({
  port,
  upstreams,
  dir,
  tlsPort,
  redirectPort,
  extraServers = '',
  copyLife,
  refreshPeers,
}) {
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  conf = replaceOnce(conf, /^(\s*)listen 127\.0\.0\.1:8080;$/m, `$1listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, /^(\s*)listen 443 ssl http2;$/m, tlsPort ? `$1listen 127.0.0.1:${tlsPort} ssl http2;` : '');
  conf = redirectPort
    ? replaceOnce(conf, /listen 80 default_server;/, `listen 127.0.0.1:${redirectPort} default_server;`)
    : replaceOnce(conf, /\n {2}# Plain HTTP only sends visitors to HTTPS\.\n {2}server \{[^}]*\}\n/, '\n');
  const { cert, key } = throwawayCertificate(dir);
  conf = replaceOnce(conf, /ssl_certificate \S+;/, `ssl_certificate ${cert};`);
  conf = replaceOnce(conf, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  if (copyLife) conf = replaceOnce(conf, /(proxy_cache_valid [^;]*) 1s;/, `$1 ${copyLife};`);
  if (refreshPeers) {
    const peers = refreshPeers.map((peer) => `${peer} 1;`).join(' ');
    conf = replaceOnce(conf, /(geo \$edge_refresh_peer \{\s*default 0;)[^}]*\}/, `$1 ${peers} }`);
  }
  const servers = upstreams.map((upstream) => `server ${upstream};`);
  conf = replaceOnce(conf, /^(\s*)server 127\.0\.0\.1:3000;$/m, (_, indent) => indent + servers.join(`\n${indent}`));
  conf = conf.replaceAll('/var/cache/nginx', dir).replaceAll('/var/log/nginx', dir);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${dir}/${kind}-temp;`,
  );
  conf = replaceOnce(conf, /^http \{$/m, `http {\n  ${temp.join('\n  ')}`);
  return replaceOnce(conf, /\}\s*$/, `${extraServers}\n}\n`);
}

/**
 * Starts nginx on `render(dir)`, the config for its own folder; resolves once `readyUrl` answers.
 * @param {(dir: string) => string} render
 * @param {string} readyUrl
 * @returns {Promise<{ dir: string; child: ChildProcess; stop: () => Promise<void> }>}
 */
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
