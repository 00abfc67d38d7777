const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface ErrorPage {
  title: string;
  /** Plain sentences, one paragraph each. */
  paragraphs: readonly string[];
  /** Shown as a list after the paragraphs, e.g. the missing fields. */
  items?: readonly string[];
  /** A last sentence under the list. */
  closing?: string;
  /** Where the link goes when the browser cannot go back in history (it keeps what the visitor typed when it can). */
  backHref: string;
}

/** A small self-contained page (no external assets) for a visitor whose browser posted the form natively. */
export function errorPageHtml(page: ErrorPage): string {
  const items = page.items?.length ? `<ul>${page.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(page.title)}</title>
<style>
body{margin:0;padding:0 1rem;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14123A;background:#F5F6FA}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(20,18,58,.08)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
ul{padding-left:1.25rem}
li{font-weight:600}
a.back{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:8px;background:#3B2FC9;color:#fff;text-decoration:none;font-weight:600}
a.back:focus-visible{outline:3px solid #F5A524;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escape(page.title)}</h1>
${page.paragraphs.map((text) => `<p>${escape(text)}</p>`).join('\n')}
${items}
${page.closing ? `<p>${escape(page.closing)}</p>` : ''}
<p><a class="back" href="${escape(page.backHref)}" onclick="if (history.length > 1) { history.back(); return false; }">Go back to the form</a></p>
</main>
</body>
</html>
`;
}

/** Lets only the page's own inline style and its back link's handler run. */
export const ERROR_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
