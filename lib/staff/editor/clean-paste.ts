// What a paste from Word or Google Docs becomes before the rich text editor reads it (in the browser: DOMParser).

/** Word and Google Docs mark bold and italic with inline styles, which the console's policy keeps the editor from reading. */
const STYLED: [test: RegExp, tag: string][] = [
  [/font-weight:\s*(bold|[6-9]00)/i, 'strong'],
  [/font-style:\s*italic/i, 'em'],
];

/**
 * A paste made plain before the editor reads it: Google Docs' wrapper (`<b style="font-weight:normal"
 * id="docs-internal-guid-…">`, which would make every word bold) goes, styled bold and italic become `<strong>` and
 * `<em>`, and no style, class or id is kept. The editor then keeps only what its schema allows.
 */
export function cleanPaste(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const wrapper of document.querySelectorAll('b[id^="docs-internal-guid"]'))
    wrapper.replaceWith(...wrapper.childNodes);
  for (const element of document.body.querySelectorAll('[style]')) {
    const style = element.getAttribute('style') ?? '';
    for (const [test, tag] of STYLED) {
      if (!test.test(style)) continue;
      const mark = document.createElement(tag);
      mark.append(...element.childNodes);
      element.append(mark);
    }
  }
  for (const element of document.body.querySelectorAll('[style], [class], [id]')) {
    for (const name of ['style', 'class', 'id']) element.removeAttribute(name);
  }
  return document.body.innerHTML;
}
