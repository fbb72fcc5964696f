import { profileImageSrcSet } from '@passarela/shared';
import { UserRound } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/**
 * A square profile photo with the server's responsive copies (160/480/960 px). Width and height
 * are explicit so the page does not jump while it loads.
 */
export function ProfilePhoto({
  url,
  alt,
  size,
  sizes,
  className,
  priority = false,
  loading,
}: {
  url: string | null;
  alt: string;
  size: number;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** 'lazy' for photos below the fold (list cards after the first row). */
  loading?: 'lazy' | 'eager';
}) {
  if (!url) {
    return (
      <span className={cn('flex items-center justify-center bg-brand-50 text-brand-300', className)} style={{ width: size, height: size }}>
        <UserRound className="size-1/2" aria-hidden="true" />
        <span className="sr-only">{alt} (sem foto)</span>
      </span>
    );
  }
  return (
    <img
      src={url}
      srcSet={profileImageSrcSet(url) || undefined}
      sizes={sizes}
      width={size}
      height={size}
      alt={alt}
      fetchPriority={priority ? 'high' : undefined}
      loading={loading}
      className={cn('object-cover', className)}
    />
  );
}
