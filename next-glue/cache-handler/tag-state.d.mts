type Marks = [tag: string, set: { stale?: number; expired?: number }][];

export declare function markTags(tags: string[], durations: { expire?: number } | undefined, now?: number): Marks;
