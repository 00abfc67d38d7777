import type { ChildProcess } from 'node:child_process';

export declare function startRedisServer(
  port: number,
  dir: string,
): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>;
