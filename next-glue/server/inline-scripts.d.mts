export declare function inlineScripts(html: string): string[];
export declare function scriptHashSource(script: string): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function trustedInlineScriptHashes(html: string): string[];
