export declare function readSecurityHeaders(distDir: string): { key: string; value: string }[];
export declare function basePolicy(headers: { key: string; value: string }[]): string;
