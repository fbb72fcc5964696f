import { formatLocation } from '@passarela/shared';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { ProBadge, VerifiedBadge } from './card-badges.tsx';

/**
 * Card image widths by layout: 2 columns on phones, 3 from 640 px, 4 beside the filters from
 * 1280 px (the page is at most 80rem wide, so a card never passes ~230 px there).
 */
export const CARD_PHOTO_SIZES = '(min-width: 1280px) 230px, (min-width: 1024px) 30vw, (min-width: 640px) 33vw, 50vw';
/** Cards in the first row of the widest layout load at once; the rest wait until scrolled near. */
export const EAGER_CARDS = 4;
/** The first row on a phone (two columns): the likely largest paint, fetched before other images. */
const PRIORITY_CARDS = 2;

export interface CardFrameProps {
  slug: string;
  name: string;
  photoUrl: string | null;
  city: string | null;
  state: string | null;
  isPro: boolean;
  isVerified: boolean;
  /** Position in the list, to decide lazy loading. */
  index: number;
  /** The heart, over the photo (kept out of the link: a button inside a link is invalid). */
  favorite?: ReactNode;
  /** Lines under the name and place, each one line high. */
  children?: ReactNode;
}

/**
 * A profile card: photo, name, place, badges. The name is the link and stretches over the whole
 * card, so the card is one click target and one tab stop, and the heart stays a separate button.
 */
export function CardFrame({ slug, name, photoUrl, city, state, isPro, isVerified, index, favorite, children }: CardFrameProps) {
  const place = formatLocation({ city, state });
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg"
      data-profile-slug={slug}
    >
      <div className="relative aspect-square overflow-hidden bg-brand-50">
        <ProfilePhoto
          url={photoUrl}
          alt={`Foto de ${name}`}
          size={480}
          sizes={CARD_PHOTO_SIZES}
          loading={index < EAGER_CARDS ? 'eager' : 'lazy'}
          priority={index < PRIORITY_CARDS}
          className="size-full! transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {isPro && <ProBadge className="absolute top-2 left-2" />}
        {favorite && <div className="absolute top-1.5 right-1.5 z-10">{favorite}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <h3 className="flex h-6 items-center gap-1 text-base leading-6 font-semibold text-gray-900">
          <Link to={`/perfil/${slug}`} title={name} className="truncate after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {name}
          </Link>
          {isVerified && <VerifiedBadge />}
        </h3>
        <p className="flex h-5 items-center gap-1 text-sm leading-5 text-gray-600">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{place || 'Local não informado'}</span>
        </p>
        {children}
      </div>
    </article>
  );
}
