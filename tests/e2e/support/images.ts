import { Parser } from 'htmlparser2';

export interface ImageTag {
  src: string;
  srcset: string;
  sizes: string;
  loading: string;
  fetchpriority: string;
}

export interface ImagePreload {
  href: string;
  imagesrcset: string;
  imagesizes: string;
  fetchpriority: string;
}

/** The `<img>` tags and the `<link rel="preload" as="image">` tags of a page's HTML, attributes decoded. */
export function imagesIn(html: string): { images: ImageTag[]; preloads: ImagePreload[] } {
  const images: ImageTag[] = [];
  const preloads: ImagePreload[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const get = (key: string) => attributes[key] ?? '';
      if (name === 'img') {
        images.push({
          src: get('src'),
          srcset: get('srcset'),
          sizes: get('sizes'),
          loading: get('loading'),
          fetchpriority: get('fetchpriority'),
        });
      }
      if (name === 'link' && get('rel') === 'preload' && get('as') === 'image') {
        preloads.push({
          href: get('href'),
          imagesrcset: get('imagesrcset'),
          imagesizes: get('imagesizes'),
          fetchpriority: get('fetchpriority'),
        });
      }
    },
  });
  parser.end(html);
  return { images, preloads };
}

/** Every URL an image may be fetched from: its `src` and each `srcset` candidate. */
export function candidateUrls(image: Pick<ImageTag, 'src' | 'srcset'>): string[] {
  const fromSrcset = image.srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
  return [image.src, ...fromSrcset].filter(Boolean);
}

/** The width a `/variants/{width}/…` URL asks for, or null for any other URL. */
export const variantWidth = (url: string): number | null => {
  const width = /\/variants\/(\d+)\//.exec(url)?.[1];
  return width ? Number(width) : null;
};
