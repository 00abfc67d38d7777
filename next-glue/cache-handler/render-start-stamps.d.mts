type Value = { kind?: string; headers?: Record<string, unknown> } | null | undefined;
type Entry = { lastModified: number; value: Value } | null;
type Ctx = { tags?: string[]; softTags?: string[] } | undefined;
type Handler = new (...args: never[]) => {
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
};

export declare const LONGEST_RENDER_MS: number;
export declare const MAX_TRACKED_KEYS: number;
export declare function tagsOf(value: Value, ctx?: Ctx): string[];
export declare function createStampBook(now?: () => number): {
  read<E extends Entry>(key: string, entry: E, ctx?: Ctx): E;
  write(key: string, value: Value, ctx?: Ctx): number | null;
};
export declare function withRenderStartStamps<B extends Handler>(Base: B): B;
