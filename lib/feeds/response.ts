/** A feed body with its media type; Next adds the caching headers of a static route. */
export function feedResponse(body: string, type: string): Response {
  return new Response(body, { headers: { 'content-type': `${type}; charset=utf-8` } });
}
