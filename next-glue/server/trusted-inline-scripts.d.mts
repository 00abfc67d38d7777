export declare function isTrustedInlineScript(script: string): boolean;
