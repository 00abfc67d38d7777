// @ts-check
// Child-process helpers shared by the start script and the end-to-end servers.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
/** @import { ChildProcess } from 'node:child_process' */

/** @typedef {{ env?: NodeJS.ProcessEnv; cwd?: string; logFile?: string }} RunOptions */

/**
 * Spawns a command whose output lines are prefixed with a tag, e.g. `[api]`: on the terminal, or appended to
 * `logFile` (a build's route table and a server's request lines are for a file, not a person at a terminal).
 * @param {string} tag
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {ChildProcess}
 */
export function run(tag, command, args, { env = process.env, cwd = process.cwd(), logFile } = {}) {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  if (logFile) mkdirSync(path.dirname(logFile), { recursive: true });
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      (log ?? (stream === child.stderr ? process.stderr : process.stdout)).write(`[${tag}] ${line}\n`);
    });
  }
  child.once('exit', () => log?.end());
  return child;
}

/**
 * The last `count` lines of a log file, shown with a failure whose output went there.
 * @param {string} logFile
 * @param {number} [count]
 */
const lastLines = (logFile, count = 20) =>
  existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-count).join('\n') : '';

/**
 * Runs a command to completion and rejects on a non-zero exit.
 * @param {string} tag
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<void>}
 */
export async function runToEnd(tag, command, args, options) {
  const child = run(tag, command, args, options);
  const [code, signal] = await once(child, 'exit');
  if (code === 0) return;
  const seeLog = options?.logFile ? `; the last lines of ${options.logFile}:\n${lastLines(options.logFile)}` : '';
  throw new Error(`${tag}: "${command} ${args.join(' ')}" exited with ${code ?? signal}${seeLog}`);
}

/**
 * Polls a URL until it answers 2xx, the child dies, or the timeout passes.
 * @param {string} url
 * @param {{ timeoutMs?: number; child?: ChildProcess }} [options]
 * @returns {Promise<void>}
 */
export async function waitForUrl(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process behind ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Stops children with SIGTERM, then SIGKILL after a grace period.
 * @param {ChildProcess[]} children
 * @param {number} [graceMs]
 * @returns {Promise<void>}
 */
export async function stopAll(children, graceMs = 5_000) {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(async (child) => {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }),
  );
}

/** Next's CLI, run with this Node so the child is the server itself (signals reach it directly). */
export const NEXT_BIN = 'node_modules/next/dist/bin/next';

/**
 * The arguments (after `node`) that serve a production build on a port: every script starts the site this way.
 * next-glue/server/main.mjs wraps Next's handler with the security headers and per-page script hashes (docs/security.md).
 * It binds the address given, loopback here: a process on this machine (nginx, the tests) is its only client.
 * @param {number} port
 * @param {string} [hostname]
 * @returns {string[]}
 */
export function siteServerArgs(port, hostname = '127.0.0.1') {
  return ['next-glue/server/main.mjs', '--port', String(port), '--hostname', hostname];
}

/**
 * Starts the embedded content API and resolves with its process once `/health` answers.
 * `onSpawn` gets the process at once, so a caller can stop it even if it never becomes ready.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} url
 * @param {string[]} [args]
 * @param {(child: ChildProcess) => void} [onSpawn]
 * @param {string} [logFile] where its request lines go (the terminal without one)
 * @returns {Promise<ChildProcess>}
 */
export async function startContentApi(env, url, args = [], onSpawn = () => {}, logFile) {
  const api = run('api', process.execPath, ['--import', 'tsx', 'content-api/src/main.ts', ...args], { env, logFile });
  onSpawn(api);
  try {
    await waitForUrl(`${url}/health`, { timeoutMs: 180_000, child: api });
  } catch (error) {
    if (!logFile) throw error;
    throw new Error(`${/** @type {Error} */ (error).message}; the last lines of ${logFile}:\n${lastLines(logFile)}`);
  }
  return api;
}
