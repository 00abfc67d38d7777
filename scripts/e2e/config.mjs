// Ports, paths and secrets of the end-to-end environment, shared by its servers and the tests.
export const E2E = {
  sitePort: 3100,
  apiPort: 4110,
  controlPort: 4199,
  dbPath: '.data/e2e/content.db',
  distDir: '.next-e2e',
  adminToken: 'e2e-admin-token',
  revalidateSecret: 'e2e-revalidate-secret',
};

export const E2E_URLS = {
  site: `http://127.0.0.1:${E2E.sitePort}`,
  api: `http://127.0.0.1:${E2E.apiPort}`,
  control: `http://127.0.0.1:${E2E.controlPort}`,
};
