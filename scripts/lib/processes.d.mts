import type { ChildProcess } from 'node:child_process';

export declare function run(
  tag: string,
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string },
): ChildProcess;
export declare function waitForUrl(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export declare function stopAll(children: ChildProcess[], graceMs?: number): Promise<void>;
export declare function startContentApi(
  env: NodeJS.ProcessEnv,
  url: string,
  args?: string[],
  onSpawn?: (child: ChildProcess) => void,
): Promise<ChildProcess>;
export declare function siteServerArgs(port: number, hostname?: string): string[];
