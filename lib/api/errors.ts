// One error type for every way a content API call can fail, so pages can rethrow and Next keeps the last good page.

export type ApiErrorKind = 'network' | 'timeout' | 'status' | 'invalid-json' | 'invalid-shape';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly call: string;
  readonly status?: number;

  constructor(kind: ApiErrorKind, call: string, detail: string, status?: number) {
    super(`Content API call "${call}" failed (${kind}${status ? ` ${status}` : ''}): ${detail}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.call = call;
    this.status = status;
  }
}
