import type { MessageImage } from '@passarela/shared';
import { cn } from '../../../lib/cn.ts';

/**
 * A message's photos in its bubble: the small copy, its room kept by width and height before it
 * loads, fetched only when scrolled near. A tap opens the full-size photo in a new tab (the same
 * private route: only the two people of the thread get it).
 */
export function MessagePhotos({ images }: { images: MessageImage[] }) {
  if (images.length === 0) return null;
  const several = images.length > 1;
  return (
    <ul className={cn('mb-1 grid gap-1', several ? 'grid-cols-2' : 'grid-cols-1')} data-testid="message-photos">
      {images.map((image, index) => (
        <li key={image.id}>
          <a
            href={image.url}
            target="_blank"
            rel="noopener"
            className="block overflow-hidden rounded-xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <img
              src={image.thumbnail_url}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              alt={several ? `Foto ${index + 1} de ${images.length}` : 'Foto'}
              className={cn('block h-auto w-full bg-gray-200 object-cover', several ? 'aspect-square' : 'max-h-80')}
            />
            <span className="sr-only"> (abrir em tamanho real)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
