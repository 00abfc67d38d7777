import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import Link from 'next/link';
import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { contentApiUpload } from '@/lib/images/media';
import styles from './rich-text.module.scss';

// The prose column is at most the picture's own width wide, and the full width on a phone.
const columnSizes = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;

const options: HTMLReactParserOptions = {
  replace(node) {
    if (!(node instanceof Element)) return undefined;
    // Links inside the site navigate client-side.
    if (node.name === 'a' && node.attribs.href?.startsWith('/') && !node.attribs.href.startsWith('//')) {
      return <Link href={node.attribs.href}>{domToReact(node.children as DOMNode[], options)}</Link>;
    }
    if (node.name === 'img') {
      const { src = '', alt = '', width, height, title } = node.attribs;
      const [w, h] = [Number(width), Number(height)];
      // A content API picture of known size gets variants from the site's origin, like every other image.
      if (contentApiUpload(src) && w > 0 && h > 0) {
        return <ResponsiveImage src={src} alt={alt} width={w} height={h} title={title} sizes={columnSizes(w)} />;
      }
      // Width and height reserve the box (no layout shift); CSS scales it to the column.
      // eslint-disable-next-line @next/next/no-img-element
      return <img src={src} alt={alt} width={width} height={height} title={title} loading="lazy" decoding="async" />;
    }
    return undefined;
  },
};

/** CMS HTML, sanitised on the server and rendered as React elements: no client JavaScript. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.prose} ${className ?? ''}`}>{parse(sanitizeCmsHtml(html), options)}</div>;
}
