/** The calling client, for per-client limits: the first `x-forwarded-for` address (the server normalises it). */
export function clientOf(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
}
