export type LookupCall =
  'get-blog-details' | 'get-event-details' | 'get-service-details' | 'get-hire-category-details' | 'get-redirect';

export declare const LOOKUP_TAG: 'lookup';
export declare const HOLDS_RECORD: Record<LookupCall, (answer: unknown) => boolean>;
export declare function callOf(url: string): string;
export declare function answerHoldsRecord(url: string, text: string): boolean;
