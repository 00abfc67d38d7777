// @ts-check
// Puts React's outlined Suspense boundaries back where they belong, on the server. React writes a finished boundary
// out of line (a hidden segment at the end, moved in by its inline `$RC` script) once the page passes its
// `progressiveChunkSize`, which Next does not let a site set: the CSP refuses that script, and a crawler or a visitor
// without JavaScript would get the content hidden. Done here, the page is what React writes with no chunk size
// limit (tests/int/server/inline-outlined-boundaries.int.spec.ts): each boundary inline, as `<!--$-->…<!--/$-->`.

const PLACEHOLDER = /<!--\$\?--><template id="B:([0-9a-z]+)"><\/template><!--\/\$-->/g;
const SEGMENT_START = /<div hidden id="S:([0-9a-z]+)">/g;
// React's timing of when to reveal the segments, written before the first one: nothing to time once they are inline.
const PACING = /<script(?: id="_R_")?>requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);<\/script>/;
// The script after a segment: React's reveal functions before the first call (defined once), then the call itself;
// within one script element. Removed, never run, so its text is only told apart from other scripts'.
const RUNTIME =
  /^(?:(?![\s\S]*<\/?script)\$RB=\[\];\$RV=function\(a\)\{[\s\S]*\};\n?\$RC=function\(a,b\)\{[\s\S]*\};)?$/;

/**
 * `html` with every outlined boundary moved into its placeholder and React's reveal scripts removed. Throws for a
 * page whose boundaries are not exactly what React writes (a placeholder without its segment, a segment without its
 * call, an id twice, one placed only inside itself): the server then sends and logs the page as Next wrote it
 * (hash-html-response.mjs), its outlined parts hidden.
 * @param {string} html
 * @returns {string}
 */
export function inlineOutlinedBoundaries(html) {
  if (!html.includes('<template id="B:')) return html;
  const segments = findSegments(html);
  const placeholders = [...html.matchAll(PLACEHOLDER)].map((match) => String(match[1]));
  const matched =
    segments !== null &&
    placeholders.length === segments.size &&
    new Set(placeholders).size === placeholders.length &&
    placeholders.every((id) => segments.has(id));
  if (!matched) throw new Error('its outlined Suspense boundaries are not in the shape React writes');
  let rest = html;
  for (const { from, to } of [...segments.values()].sort((a, b) => b.from - a.from))
    rest = rest.slice(0, from) + rest.slice(to);
  const placed = expandInto(rest, segments);
  // A segment whose placeholder is only inside itself is never reached: the page is not React's.
  if (segments.size > 0) throw new Error('one of its outlined Suspense boundaries is placed only inside itself');
  return placed.replace(PACING, '');
}

/**
 * `text` with each placeholder replaced by its segment's content, itself expanded; each segment is taken out of
 * `segments` as it is placed, so none is placed twice.
 * @param {string} text
 * @param {Map<string, { content: string }>} segments
 * @returns {string}
 */
function expandInto(text, segments) {
  return text.replace(PLACEHOLDER, (placeholder, id) => {
    const segment = segments.get(id);
    if (!segment) return placeholder;
    segments.delete(id);
    return `<!--$-->${expandInto(segment.content, segments)}<!--/$-->`;
  });
}

/**
 * Each hidden segment by id: where it and its reveal script are, and its content. Null if one is not followed by
 * its script.
 * @param {string} html
 * @returns {Map<string, { from: number; to: number; content: string }> | null}
 */
function findSegments(html) {
  const segments = new Map();
  for (const match of html.matchAll(SEGMENT_START)) {
    const id = String(match[1]);
    const from = match.index;
    const call = `$RC("B:${id}","S:${id}")</script>`;
    const callAt = html.indexOf(call, from);
    const scriptAt = html.lastIndexOf('</div><script>', callAt);
    if (callAt < 0 || scriptAt < from || segments.has(id)) return null;
    if (!RUNTIME.test(html.slice(scriptAt + '</div><script>'.length, callAt))) return null;
    segments.set(id, { from, to: callAt + call.length, content: html.slice(from + match[0].length, scriptAt) });
  }
  return segments;
}
