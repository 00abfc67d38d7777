// @ts-check
// Ports, paths and secrets of the end-to-end environment, shared by its servers and the tests.
// E2E_INSTANCE=N (default 0) shifts every port and path, so several checkouts can run their suites at once.
const instance = Number.parseInt(process.env.E2E_INSTANCE ?? '0', 10) || 0;
const suffix = instance ? `-${instance}` : '';
// fetch refuses the Fetch standard's "bad ports" without connecting: 4190 (sieve) would be instance 8's content API,
// which then takes its range's unused ninth port.
const reachableByFetch = (/** @type {number} */ port) => (port === 4190 ? 4198 : port);

/** @typedef {{ stock: { site: number; edge: number; edgeTls: number }; bare: { site: number; edge: number; edgeTls: number } }} BenchArmPorts */

/**
 * @type {{
 *   sitePort: number; apiPort: number; controlPort: number; sharedCachePorts: [number, number]; edgePort: number;
 *   edgeTlsPort: number; edgeRedirectPort: number; staticEdgePort: number; redisPort: number; dbPath: string;
 *   distDir: string; instanceDistDir: string; leadsJournal: string; adminToken: string; revalidateSecret: string; submitToken: string;
 *   previewSecret: string; staffPort: number; staffDb: string; staffSecret: string; smtpPort: number;
 *   alertHookPort: number; vitalsDb: string; vitalsReadToken: string; benchArms: BenchArmPorts;
 * }}
 */
export const E2E = {
  sitePort: 3100 + instance * 10,
  apiPort: reachableByFetch(4110 + instance * 10),
  controlPort: 4199 + instance * 10,
  // The lead alerts' SMTP server and chat webhook (scripts/e2e/alert-receivers.mjs).
  smtpPort: 4196 + instance * 10,
  alertHookPort: 4197 + instance * 10,
  // The deployment tests and bench: two sites sharing a Redis cache, the nginx edge, nginx serving a static copy.
  sharedCachePorts: [3103 + instance * 10, 3104 + instance * 10],
  edgePort: 3105 + instance * 10,
  // The edge's TLS and HTTP/2 listener, and its plain-HTTP redirect to it.
  edgeTlsPort: 3107 + instance * 10,
  edgeRedirectPort: 3108 + instance * 10,
  staticEdgePort: 3106 + instance * 10,
  redisPort: 6390 + instance,
  dbPath: `.data/e2e${suffix}/content.db`,
  distDir: `.next-e2e${suffix}`,
  // A copy of that build for the sites on Redis, which no other process writes into (scripts/e2e/servers.mjs).
  instanceDistDir: `.next-e2e${suffix}-instances`,
  // The site's lead journal, emptied at the start of each run.
  leadsJournal: `.data/e2e${suffix}/leads.sqlite`,
  adminToken: 'e2e-admin-token',
  // At least 32 characters: the site refuses a shorter one.
  revalidateSecret: 'e2e-revalidate-secret-0123456789abcdef',
  submitToken: 'e2e-submit-token',
  // Shared by the site and the content API: signs and checks preview links (at least 32 characters).
  previewSecret: 'e2e-preview-secret-0123456789abcdef',
  // The staff console's site: the same build on a host name (WebAuthn refuses an IP address), tests/e2e/support/staff.ts.
  staffPort: 3109 + instance * 10,
  staffDb: `.data/e2e${suffix}/staff.sqlite`,
  // Signs staff invitations (at least 32 characters).
  staffSecret: 'e2e-staff-secret-0123456789abcdef012',
  // The Web Vitals store beside the journal (lib/vitals/open-store.ts), and the token that reads its summary
  // (GET /api/vitals, at least 32 characters): a spec or the field bench reads the rows back with it.
  vitalsDb: `.data/e2e${suffix}/vitals.sqlite`,
  vitalsReadToken: 'e2e-vitals-read-token-0123456789abcdef',
  // The benches' other arms (scripts/bench/arms.mjs): the same build under plain `next start`, and its pages without
  // scripts, each behind its own copy of the edge.
  benchArms: {
    stock: { site: 4111 + instance * 10, edge: 4113 + instance * 10, edgeTls: 4114 + instance * 10 },
    bare: { site: 4112 + instance * 10, edge: 4115 + instance * 10, edgeTls: 4116 + instance * 10 },
  },
};

export const E2E_URLS = {
  site: `http://127.0.0.1:${E2E.sitePort}`,
  api: `http://127.0.0.1:${E2E.apiPort}`,
  control: `http://127.0.0.1:${E2E.controlPort}`,
  // The same build under plain `next start` (scripts/e2e/servers.mjs), when started.
  stock: `http://127.0.0.1:${E2E.benchArms.stock.site}`,
};
