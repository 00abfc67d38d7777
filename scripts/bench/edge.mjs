// @ts-check
// The edge visitors go through: deploy/nginx.conf in front of `site`, over TLS and HTTP/2 on a throwaway certificate.
import { E2E } from '../e2e/config.mjs';
import { renderEdgeConfig, startNginx } from '../lib/nginx.mjs';

/**
 * Runs `work` with the edge's two listeners: `origin` (https, what browsers load) and `plain` (its http listener,
 * for Node's fetch, which would refuse the throwaway certificate); stops the edge afterwards.
 * @template T
 * @param {string} site
 * @param {(edge: { origin: string; plain: string }) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withEdge(site, work) {
  const ports = { port: E2E.edgePort, tlsPort: E2E.edgeTlsPort };
  const upstreams = [new URL(site).host];
  const plain = `http://127.0.0.1:${E2E.edgePort}`;
  const nginx = await startNginx((dir) => renderEdgeConfig({ ...ports, upstreams, dir }), `${plain}/`);
  try {
    return await work({ origin: `https://127.0.0.1:${E2E.edgeTlsPort}`, plain });
  } finally {
    await nginx.stop();
  }
}
