export declare const E2E: {
  sitePort: number;
  apiPort: number;
  controlPort: number;
  sharedCachePorts: [number, number];
  edgePort: number;
  edgeTlsPort: number;
  edgeRedirectPort: number;
  staticEdgePort: number;
  redisPort: number;
  dbPath: string;
  distDir: string;
  leadsJournal: string;
  adminToken: string;
  revalidateSecret: string;
  submitToken: string;
};
export declare const E2E_URLS: { site: string; api: string; control: string };
