import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { readNote, writeNote } from '@/lib/health/notes';
import type { EdgeAnswer } from './steps';

/** The header deploy/nginx.conf honours, from the instances' addresses only, to replace its copy of a page. */
const EDGE_REFRESH_HEADER = 'x-edge-refresh';
const TIMEOUT_MS = 5_000;

/**
 * Asks one edge to fetch `path` from the instances again and keep that copy, under the public host's cache key.
 * node:http rather than fetch: fetch does not let a caller set the Host header the edge's key is made of.
 */
function refreshOne(edge: string, host: string, path: string): Promise<string> {
  const target = new URL(path, edge);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(target, { headers: { host, [EDGE_REFRESH_HEADER]: '1' }, timeout: TIMEOUT_MS });
    request.on('response', (response) => {
      // Reading to the end lets nginx finish writing the copy before the next visitor asks.
      response.resume();
      response.on('end', () => resolve(`${response.statusCode} ${response.headers['x-nextjs-cache'] ?? ''}`.trim()));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    request.on('error', reject);
  });
}

// Edges whose last refresh failed: one warning when an edge stops answering, not one per page per edit.
const unreachable = new Set<string>();

/** What /staff/health says of an edge: its last refresh error, and when it answered again since. */
export interface EdgeNote {
  error: { at: number; path: string; message: string } | null;
  answeredAgainAt: number | null;
}
export const edgeNoteName = (edge: string) => `edge:${edge}`;

/** Each edge's answer to one refresh, for the console's steps. */
export type EdgeHeard = (edge: string, answer: EdgeAnswer) => void;

/**
 * Replaces each edge's copy of a page the webhook has just re-rendered, so visitors behind the edge see the
 * edit now instead of after the copy's 1 s. False when the site answered STALE (a later edit marked the new copy
 * stale while it rendered), which the edge does not keep (nginx.conf): render it again, then refresh. An edge that
 * does not answer only lets its copy live out its second.
 */
export async function refreshEdges(
  edges: readonly string[],
  siteUrl: string,
  path: string,
  heard: EdgeHeard = () => {},
): Promise<boolean> {
  const host = new URL(siteUrl).host;
  const taken = await Promise.all(
    edges.map((edge) =>
      refreshOne(edge, host, path).then(
        async (answer) => {
          const stale = answer.endsWith('STALE');
          heard(edge, stale ? 'stale' : 'kept');
          if (unreachable.delete(edge)) {
            console.info(`Edge ${edge} answers refreshes again`);
            await writeNote(edgeNoteName(edge), { ...(await lastError(edge)), answeredAgainAt: Date.now() });
          }
          return !stale;
        },
        async (error: unknown) => {
          heard(edge, 'unreachable');
          if (!unreachable.has(edge)) {
            unreachable.add(edge);
            console.warn(`Could not refresh ${path} on the edge ${edge}; its copies live out their second:`, error);
            const message = error instanceof Error ? error.message : String(error);
            await writeNote(edgeNoteName(edge), { error: { at: Date.now(), path, message }, answeredAgainAt: null });
          }
          return true;
        },
      ),
    ),
  );
  return taken.every(Boolean);
}

async function lastError(edge: string): Promise<Pick<EdgeNote, 'error'>> {
  return { error: (await readNote<EdgeNote>(edgeNoteName(edge)))?.error ?? null };
}
