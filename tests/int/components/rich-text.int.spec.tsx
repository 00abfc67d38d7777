import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/content/RichText';
import { site } from '@/lib/site';

const API = new URL(site.contentApiUrl).origin;

/** The `img` a crawler reads in the article body's server HTML. */
function bodyImage(html: string): HTMLImageElement {
  const template = document.createElement('template');
  template.innerHTML = renderToString(<RichText html={html} />);
  const image = template.content.querySelector('img');
  if (!image) throw new Error(`no img in ${template.innerHTML}`);
  return image;
}

describe('RichText images', () => {
  it('serves a content API picture of known size in variants from the site’s own origin, lazily', () => {
    const image = bodyImage(
      `<p>Text</p><img src="${API}/uploads/images/inline-03.webp" alt="A developer at work" title="Work" width="800" height="600">`,
    );
    expect(image.getAttribute('srcset')?.split(', ')).toContain('/media/variants/828/75/images/inline-03.webp 828w');
    expect(image.getAttribute('src')).toBe('/media/variants/1600/75/images/inline-03.webp');
    // The column is never wider than the picture's own 800 px, and the whole width on a phone.
    expect(image.getAttribute('sizes')).toBe('(max-width: 800px) 100vw, 800px');
    expect(image).toMatchObject({ alt: 'A developer at work', title: 'Work', width: 800, height: 600 });
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('keeps a picture of unknown size, or from another origin, as the CMS wrote it', () => {
    for (const html of [
      `<img src="${API}/uploads/images/inline-03.webp" alt="No size">`,
      '<img src="https://images.example/uploads/photo.webp" alt="Elsewhere" width="800" height="600">',
    ]) {
      const image = bodyImage(html);
      expect(image.getAttribute('src'), html).toBe(/src="([^"]+)"/.exec(html)?.[1]);
      expect(image.hasAttribute('srcset'), html).toBe(false);
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });
});
