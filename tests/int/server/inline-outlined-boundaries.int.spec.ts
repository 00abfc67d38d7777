// @vitest-environment node
// The contract with React: what React outlines (a finished boundary past its chunk size, revealed by an inline
// script the CSP refuses), the server puts back exactly where React itself would with no chunk size limit.
import { createElement as h, Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { inlineOutlinedBoundaries } from '@/next-glue/server/inline-outlined-boundaries.mjs';

const paragraphs = (count: number, label: string) =>
  Array.from({ length: count }, (_, index) => h('p', { key: index }, `${label} paragraph ${index}, long enough`));
const boundary = (children: ReactNode) => h(Suspense, { fallback: null }, children);

// A page shaped like the site's: a large header, the content and the footer each in a boundary without fallback,
// a boundary inside the content, and an island's script.
const Page = () =>
  h(
    'html',
    null,
    h(
      'body',
      null,
      h('header', null, paragraphs(300, 'Menu')),
      h('main', null, boundary(h('article', null, paragraphs(40, 'Post'), boundary(h('aside', null, 'Related'))))),
      boundary(h('footer', null, paragraphs(30, 'Footer'))),
    ),
  );

async function render(options: { progressiveChunkSize?: number }) {
  const { prelude } = await prerenderToNodeStream(h(Page), options);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('inlineOutlinedBoundaries', () => {
  it('turns React’s outlined page into the page React writes with every boundary inline, byte for byte', async () => {
    const outlined = await render({});
    // The premise: React outlined the content and the footer.
    expect(outlined).toContain('<div hidden id="S:');
    expect(outlined).toContain('$RC("B:');
    expect(inlineOutlinedBoundaries(outlined)).toBe(await render({ progressiveChunkSize: Infinity }));
  });

  it('leaves a page without outlined boundaries as it is', async () => {
    const inline = await render({ progressiveChunkSize: Infinity });
    expect(inlineOutlinedBoundaries(inline)).toBe(inline);
  });

  it('refuses a page whose segments are not React’s shape (the server then sends Next’s page)', async () => {
    const outlined = await render({});
    const withoutACall = outlined.replace(/\$RC\("B:(\w+)","S:\1"\)<\/script>/, '</script>');
    expect(() => inlineOutlinedBoundaries(withoutACall)).toThrow(/not in the shape React writes/);
    const withAnInjectedScript = outlined.replace('<script>$RB=[];', '<script>alert(1);$RB=[];');
    expect(() => inlineOutlinedBoundaries(withAnInjectedScript)).toThrow(/not in the shape React writes/);
  });

  it('refuses a segment placed only inside itself, rather than drop it', () => {
    const looped =
      '<body><main>Kept</main><div hidden id="S:0"><p>Lost?</p><!--$?--><template id="B:0"></template><!--/$-->' +
      '</div><script>$RC("B:0","S:0")</script></body>';
    expect(() => inlineOutlinedBoundaries(looped)).toThrow(/only inside itself/);
  });
});
