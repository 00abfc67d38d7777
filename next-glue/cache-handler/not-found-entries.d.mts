type Entry = { kind?: string; status?: number; data?: { url?: string; body?: string } } | null;
type Handler = new (...args: never[]) => { set(key: string, data: unknown, ctx: unknown): Promise<void> };

export declare function isNotFoundEntry(data: Entry, ctx?: { tags?: string[] }): boolean;
export declare function keysReadFor(key: string): string[];
export declare function storedOnDisk(
  cache: { getFilePath(key: string, kind: string): string },
  key: string,
  kind: string,
): boolean;
export declare function withoutNewNotFoundEntries<B extends Handler>(
  Base: B,
  isStored: (handler: InstanceType<B>, key: string, kind: string) => boolean | Promise<boolean>,
): B;
