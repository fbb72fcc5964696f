import { galleryImageUrlForWidth, SHOOT_COVER_MAX } from '@passarela/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOwnGalleryPhotos } from '../api/get-own-gallery-photos.ts';

/**
 * The package's cover photos, chosen from the photographer's gallery (up to four, the first chosen
 * is the card's). Each photo is a checkbox: Tab reaches it, Space toggles it.
 */
export function CoverPicker({ selected, onChange, error }: { selected: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const gallery = useOwnGalleryPhotos();
  const full = selected.length >= SHOOT_COVER_MAX;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-900">Fotos de capa (até {SHOOT_COVER_MAX}, da sua galeria)</legend>
      {gallery.isPending ? (
        <Spinner />
      ) : gallery.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {gallery.error.message}
        </p>
      ) : gallery.data.items.length === 0 ? (
        <p className="text-sm text-gray-600">
          Sua galeria está vazia.{' '}
          <Link to="/dashboard?tab=gallery" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Envie fotos na Galeria
          </Link>{' '}
          para usá-las como capa.
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {gallery.data.items.map((photo, index) => {
            const position = selected.indexOf(photo.id);
            const checked = position !== -1;
            return (
              <li key={photo.id}>
                <label
                  className={cn(
                    'relative block cursor-pointer overflow-hidden rounded-xl ring-2 has-[:focus-visible]:ring-offset-2',
                    checked ? 'ring-brand-600' : 'ring-transparent has-[:focus-visible]:ring-brand-600',
                    !checked && full && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <input
                    type="checkbox"
                    className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                    checked={checked}
                    disabled={!checked && full}
                    aria-label={`Foto ${index + 1} da galeria${photo.caption ? `: ${photo.caption}` : ''}`}
                    onChange={() => onChange(checked ? selected.filter((id) => id !== photo.id) : [...selected, photo.id])}
                  />
                  <img
                    src={galleryImageUrlForWidth(photo.url, 480)}
                    alt=""
                    loading="lazy"
                    width={480}
                    height={480}
                    className="aspect-square w-full bg-gray-100 object-cover"
                  />
                  {checked && (
                    <span className="absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                      {position === 0 ? <Check className="size-4" aria-hidden="true" /> : position + 1}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
