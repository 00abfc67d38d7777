import type { ChildProcess } from 'node:child_process';

export declare function renderEdgeConfig(options: {
  port: number;
  upstreams: string[];
  dir: string;
  tlsPort?: number;
  redirectPort?: number;
  extraServers?: string;
  copyLife?: string;
  refreshPeers?: string[];
}): string;
export declare function startNginx(
  render: (dir: string) => string,
  readyUrl: string,
): Promise<{ dir: string; child: ChildProcess; stop: () => Promise<void> }>;
