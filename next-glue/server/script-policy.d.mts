export declare function policyWithScriptHashes(policy: string, hashes: string[]): string;
export declare class BoundedCache<V = string> {
  constructor(limit: number);
  readonly limit: number;
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
}
