// @ts-check
// The edge visitors go through: deploy/nginx.conf in front of `site`, over TLS and HTTP/2 on a throwaway certificate.
import { E2E } from '../e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../lib/nginx.mjs';

/**
 * Runs `work` with the edge's two listeners: `origin` (https, what browsers load) and `plain` (its http listener,
 * for Node's fetch, which would refuse the throwaway certificate); stops the edge afterwards. `ports` gives another
 * arm of a bench its own copy of the edge (scripts/bench/arms.mjs).
 * @template T
 * @param {string} site
 * @param {(edge: { origin: string; plain: string }) => Promise<T>} work
 * @param {{ edge: number; edgeTls: number }} [ports]
 * @returns {Promise<T>}
 */
export async function withEdge(site, work, ports = { edge: E2E.edgePort, edgeTls: E2E.edgeTlsPort }) {
  const upstreams = [new URL(site).host];
  const plain = `http://127.0.0.1:${ports.edge}`;
  const render = (/** @type {string} */ dir) =>
    renderEdgeConfig({ port: ports.edge, tlsPort: ports.edgeTls, upstreams, dir });
  const nginx = await startNginx(render, `${plain}/`);
  try {
    return await work({ origin: `https://127.0.0.1:${ports.edgeTls}`, plain });
  } finally {
    await nginx.stop();
  }
}
