// Next adds the caching headers of a static route; these name what the body is.

/** A feed body with its media type. */
export function feedResponse(body: string, type: string): Response {
  return new Response(body, { headers: { 'content-type': `${type}; charset=utf-8` } });
}

/** An iCalendar body; `filename` is what a browser saves it as before the calendar app opens it. */
export function calendarResponse(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${filename}"`,
    },
  });
}
