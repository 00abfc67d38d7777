import sanitizeHtml from 'sanitize-html';

// CMS HTML is untrusted: only the tags and attributes an article needs survive, and only web, mail and phone links.
// Scripts, styles, iframes, event handlers and javascript: URLs are dropped. The content API cleans what it stores
// and the site what it renders, by these same rules.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sup',
    'sub',
    'small',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link may open a new tab (`_blank` in any case) but never hand it the opener, whatever its rel says;
    // other targets (named windows, frames) are dropped.
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs:
        target?.trim().toLowerCase() === '_blank'
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : attribs,
    }),
  },
};

/** Returns CMS HTML with everything that could run or restyle the page removed. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
