import { type GalleryItem, gallerySrcSet } from '@passarela/shared';
import { cn } from '../../../lib/cn.ts';

/**
 * One gallery photo with the server's responsive copies (480/960/1600 px). Width and height are
 * the stored ones, so the browser reserves the right space before the bytes arrive (CLS).
 */
export function GalleryImage({
  item,
  alt,
  sizes,
  className,
  lazy = true,
}: {
  item: GalleryItem;
  alt: string;
  sizes: string;
  className?: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={item.url}
      srcSet={gallerySrcSet(item.url) || undefined}
      sizes={sizes}
      width={item.width}
      height={item.height}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={cn('object-cover', className)}
    />
  );
}
