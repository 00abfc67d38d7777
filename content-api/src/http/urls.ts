import { splitFocus, withFocus } from '@site/shared/image-focus';

/** Image and HTML fields are stored with relative /uploads/… paths and made absolute when answered. */
export interface Urls {
  /** A stored path as an absolute URL on the public URL (absolute values pass through). */
  image(path: string): string;
  /** Absolute /uploads/ references in stored HTML. */
  html(html: string): string;
  /** A caller's image value as a stored path (with its focal point, if it names one), or null when it is not one of our uploads. */
  storedImage(value: string): string | null;
  /** Strips the public URL from /uploads/ references in incoming HTML. */
  storedHtml(html: string): string;
}

const UPLOAD_PATH = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const RELATIVE_UPLOAD_ATTR = /(\s(?:src|href|poster)\s*=\s*["'])\/uploads\//gi;

export function createUrls(publicUrl: string): Urls {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    image: (path) => (path.startsWith('/') ? base + path : path),
    html: (html) => html.replace(RELATIVE_UPLOAD_ATTR, `$1${base}/uploads/`),
    storedImage(value) {
      const { src, focus } = splitFocus(value);
      // Any other fragment, or a point outside the picture, is refused rather than stored and ignored.
      if (src !== value && !focus) return null;
      const path = src.startsWith(`${base}/uploads/`) ? src.slice(base.length) : src;
      if (!UPLOAD_PATH.test(path) || path.includes('..')) return null;
      return focus ? withFocus(path, focus) : path;
    },
    storedHtml: (html) => html.split(`${base}/uploads/`).join('/uploads/'),
  };
}
