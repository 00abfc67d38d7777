// A paste from Google Docs or Word, made plain before the rich text editor reads it: no wrapper that bolds every
// word, styled bold and italic as <strong> and <em>, no style, class or id left.
import { cleanPaste } from '@/lib/staff/editor/clean-paste';

const GOOGLE_DOCS =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h2 dir="ltr">' +
  '<span style="font-size:16pt;font-family:Arial">Heading</span></h2><p dir="ltr" style="line-height:1.38">' +
  '<span style="font-weight:700">Bold</span><span style="font-style:italic"> slanted</span> plain</p></b>';

describe('a paste', () => {
  it('from Google Docs loses its wrapper and styles, keeping bold and italic as marks', () => {
    expect(cleanPaste(GOOGLE_DOCS)).toBe(
      '<h2 dir="ltr"><span>Heading</span></h2>' +
        '<p dir="ltr"><span><strong>Bold</strong></span><span><em> slanted</em></span> plain</p>',
    );
  });

  it('from Word keeps a bold italic run as both marks, and drops its classes', () => {
    expect(cleanPaste('<p class="MsoNormal"><span style="font-weight: bold; font-style: italic">Both</span></p>')).toBe(
      '<p><span><em><strong>Both</strong></em></span></p>',
    );
  });
});
