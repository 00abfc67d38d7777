export declare const MAX_SEGMENT_LENGTH: number;
export declare const NOT_FOUND_ROUTE: string;
export declare function isMalformedPath(target: string): boolean;
