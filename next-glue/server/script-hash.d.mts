export declare function scriptHashSource(script: string): string;
