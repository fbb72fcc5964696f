import { lazy, Suspense, useRef, useState } from 'react';
import { usePublicGallery } from '../api/get-public-gallery.ts';
import { GalleryImage } from './gallery-image.tsx';
import { loadPhotoViewer } from './load-photo-viewer.ts';

const PhotoViewer = lazy(loadPhotoViewer);
/**
 * The gallery comes right after the profile's header, so its first row (two photos on a phone) is
 * on the first screen and may be the largest paint: loaded at once, never lazily.
 */
const EAGER_PHOTOS = 2;

/**
 * The gallery on a public profile: a grid of lazy images (srcset, explicit size), each opening
 * the full-screen viewer. Nothing is shown while there are no photos.
 */
export function ProfileGallery({ profileSlug, ownerName }: { profileSlug: string; ownerName: string }) {
  const gallery = usePublicGallery(profileSlug);
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  // Focus goes back to the photo that was on screen when the viewer closed, so a keyboard user
  // continues from there.
  const close = () => {
    const last = open;
    setOpen(null);
    if (last !== null) requestAnimationFrame(() => openers.current[last]?.focus());
  };
  const items = gallery.data ?? [];
  if (items.length === 0) return null;

  return (
    <section aria-labelledby="galeria-publica-titulo" className="mt-10">
      <h2 id="galeria-publica-titulo" className="mb-4 text-xl font-bold tracking-tight text-gray-900">
        Galeria
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              ref={(element) => {
                openers.current[index] = element;
              }}
              type="button"
              onClick={() => setOpen(index)}
              onPointerEnter={() => void loadPhotoViewer()}
              aria-label={`Abrir foto ${index + 1} de ${items.length}${item.caption ? `: ${item.caption}` : ''}`}
              className="block w-full overflow-hidden rounded-xl bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <GalleryImage
                item={item}
                alt={item.caption || `Foto ${index + 1} de ${ownerName}`}
                sizes="(min-width: 1024px) 320px, (min-width: 640px) 33vw, 50vw"
                lazy={index >= EAGER_PHOTOS}
                className="aspect-[3/4] w-full transition-transform duration-300 hover:scale-[1.03]"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer items={items} index={open} ownerName={ownerName} onIndexChange={setOpen} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
