import { formatCentavos, formatLocation, gallerySrcSet, type ShootPackageCard } from '@passarela/shared';
import { Camera, Clock, Images, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { IdentityVerifiedBadge } from '../../../components/ui/identity-verified-badge.tsx';
import { durationText, editedPhotosText } from '../lib/shoot-text.ts';
import { PhotographerRating } from './photographer-rating.tsx';

/**
 * Cover widths by layout: one column on phones, two from 640 px, three from 1280 px beside the
 * filters (the page is at most 80rem wide, so a card never passes ~400 px there).
 */
const COVER_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';
/** The first row of the widest layout loads at once; the rest wait until scrolled near. */
const EAGER_COVERS = 3;
/** The first card on a phone (one column): the likely largest paint, fetched before other images. */
const PRIORITY_COVERS = 1;

export interface ShootCardProps {
  card: ShootPackageCard;
  showPhotographer?: boolean;
  /** Position in the list: the first row loads at once, the rest lazily. Omitted: lazy. */
  index?: number;
}

/**
 * A card of /ensaios (and of a photographer's profile): cover, category, title, duration, photos,
 * place, price and the photographer with her rating. The title is the link and stretches over the
 * card (one tap target, one tab stop).
 */
export function ShootCard({ card, showPhotographer = true, index = Number.POSITIVE_INFINITY }: ShootCardProps) {
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg"
      data-shoot-id={card.id}
    >
      <div className="aspect-[4/3] w-full bg-gray-100">
        {card.cover_url ? (
          // The box is 4:3 whatever the photo; width and height say so before the bytes arrive.
          <img
            src={card.cover_url}
            srcSet={gallerySrcSet(card.cover_url) || undefined}
            sizes={COVER_SIZES}
            width={480}
            height={360}
            alt=""
            loading={index < EAGER_COVERS ? 'eager' : 'lazy'}
            fetchPriority={index < PRIORITY_COVERS ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-gray-400">
            <Camera className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="inline-flex h-6 w-fit items-center rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800">{card.category_label}</span>
        <h3 className="text-base leading-snug font-semibold text-gray-900">
          <Link to={`/ensaios/${card.id}`} className="line-clamp-2 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {card.title}
          </Link>
        </h3>
        <ul className="grid gap-1 text-sm text-gray-700">
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            <span className="truncate">
              {durationText(card.duration_minutes)} · {editedPhotosText(card.edited_photos)}
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
            <span className="truncate">{formatLocation({ city: card.city, state: card.uf })}</span>
          </li>
        </ul>
        <p className="mt-auto flex items-baseline gap-1 pt-1 text-lg font-bold text-gray-900">
          <Images className="size-4 shrink-0 self-center text-emerald-700" aria-hidden="true" />
          {formatCentavos(card.price_cents)}
        </p>
        {showPhotographer && (
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-gray-600">
            <span className="max-w-full truncate">por {card.photographer.name}</span>
            {card.photographer.is_verified && <IdentityVerifiedBadge />}
            <PhotographerRating rating={card.photographer.rating} />
          </p>
        )}
      </div>
    </article>
  );
}

/** The card's shape while the first page loads, so nothing jumps. */
export function ShootCardSkeleton() {
  return (
    <div className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200">
      <div className="aspect-[4/3] w-full bg-gray-200" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-24 rounded-full bg-gray-200" />
        <div className="h-4 w-3/4 rounded bg-gray-200" />
        <div className="h-3.5 w-1/2 rounded bg-gray-200" />
        <div className="h-5 w-1/3 rounded bg-gray-200" />
      </div>
    </div>
  );
}
