import { getImageProps, type ImageProps } from 'next/image';
import { objectPositionOf, splitFocus } from '@site/shared/image-focus';
import contentApiImageLoader from '@/lib/images/loader';
import { PreloadedImage } from './PreloadedImage';

type ResponsiveImageProps = Pick<
  ImageProps,
  'alt' | 'width' | 'height' | 'fill' | 'sizes' | 'quality' | 'className' | 'title'
> & {
  /** The picture's address, with its focal point (`#focus=x,y`) when staff set one: kept in view where it is cut to fit. */
  src: string;
  /** The page's largest paint: preloaded from the head and fetched at high priority, never lazily. */
  preload?: boolean;
};

/**
 * A plain `<img>` with the srcset, sizes and loading next/image would give it, rendered on the server only (but
 * a preloaded one, see PreloadedImage), so no page downloads next/image's client component.
 */
export function ResponsiveImage({ preload = false, src: address, ...image }: ResponsiveImageProps) {
  const fetchPriority = preload ? 'high' : undefined;
  const { src, focus } = splitFocus(address);
  const style = focus ? { objectPosition: objectPositionOf(focus) } : undefined;
  // The loader is passed, not only configured, so unit tests run the site's loader too.
  const { props } = getImageProps({ ...image, src, style, loader: contentApiImageLoader, preload, fetchPriority });
  if (preload) return <PreloadedImage {...props} alt={image.alt} />;
  // eslint-disable-next-line @next/next/no-img-element -- the optimised image next/image would render, without its client code.
  return <img {...props} alt={image.alt} />;
}
