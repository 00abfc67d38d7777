'use client';
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

/**
 * A page's largest paint: the `<img>` and its `<link rel="preload" as="image">` hoisted into the head, as next/image's
 * `preload` gives them. A client component on purpose: an eager `<img>` or a `preload()` in a server component becomes
 * a hint in the page's RSC payload, and the router acts on the hints of every page it prefetches, so a list of posts
 * fetched each linked post's 1,200 px hero, which the browser then reused for the cards (a cached wider candidate wins).
 */
export function PreloadedImage({ alt, ...image }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- the optimised image next/image would render, without its client code.
  return <img {...image} alt={alt} />;
}
