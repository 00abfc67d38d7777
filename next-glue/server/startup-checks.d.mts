import type { BlockList } from 'node:net';

export declare const MIN_SECRET_LENGTH: number;
export declare const DEFAULT_HOSTNAME: string;
export declare function serverSettings(
  flags: { port?: string; hostname?: string },
  env: Record<string, string | undefined>,
): { problems: string[] } | { port: number; hostname: string; trustedProxies: BlockList; problems?: undefined };
export declare function selfOrigin(hostname: string, port: number): string;
