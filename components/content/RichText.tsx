import parse, { domToReact, Element, type DOMNode, type HTMLReactParserOptions } from 'html-react-parser';
import Link from 'next/link';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import styles from './rich-text.module.scss';

const options: HTMLReactParserOptions = {
  replace(node) {
    if (!(node instanceof Element)) return undefined;
    // Links inside the site navigate client-side.
    if (node.name === 'a' && node.attribs.href?.startsWith('/') && !node.attribs.href.startsWith('//')) {
      return <Link href={node.attribs.href}>{domToReact(node.children as DOMNode[], options)}</Link>;
    }
    if (node.name === 'img') {
      const { src, alt = '', width, height, title } = node.attribs;
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
