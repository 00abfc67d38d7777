// Text as iCalendar (RFC 5545) carries it, for the `ics` library: it escapes `\`, `;`, `,` and newlines (CRLF or LF
// as `\n`) in an event's fields and leaves the rest raw.

// TEXT carries no control character but HTAB: a lone CR would end the content line early, a NUL break the parser.
// A lone surrogate has no UTF-8 form, and U+FFFE and U+FFFF are no text: dropped with them.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\ufffe\uffff]|\p{Cs}/gu;

/** An event field as ics should get it: newlines as LF, no other control character or non-character. */
export const calendarText = (text: string) => text.replace(/\r\n?/g, '\n').replace(CONTROL, '');

/** The calendar's own name and product id, which ics writes as given (escaping newlines only): escaped as TEXT. */
export const escapedText = (text: string) =>
  calendarText(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replaceAll('\n', '\\n');

/** A quoted parameter value (the organizer's CN), which holds no DQUOTE or newline at all: ics's `\"` is no escape. */
export const parameterText = (text: string) =>
  calendarText(text).replace(/[\n"]/g, (character) => (character === '"' ? "'" : ' '));
