import { formatLocation, formatPayLabel, type JobCard as JobCardData } from '@passarela/shared';
import { Banknote, CalendarDays, MapPin, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IdentityVerifiedBadge } from '../../../components/ui/identity-verified-badge.tsx';
import { jobDates, jobTypeLabel, openingsText } from '../lib/job-text.ts';

/**
 * A card of /vagas (and of /favoritos): title, type, place, dates, pay, featured badge. The title
 * is the link and stretches over the card (one click target, one tab stop); the heart is its own button.
 */
export function JobCard({ card, favorite, note }: { card: JobCardData; favorite?: ReactNode; note?: ReactNode }) {
  return (
    <article
      className="relative flex h-full flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-gray-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg"
      data-job-id={card.id}
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
          <span className="inline-flex h-6 items-center rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800">{jobTypeLabel(card.job_type)}</span>
          {card.featured && (
            <span className="inline-flex h-6 items-center gap-1 rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
              <Sparkles className="size-3.5" aria-hidden="true" />
              Destaque
            </span>
          )}
          {note}
        </div>
        {favorite && <div className="relative z-10 -mt-1 -mr-1 shrink-0">{favorite}</div>}
      </div>
      <h3 className="text-base leading-snug font-semibold text-gray-900">
        <Link to={`/vagas/${card.id}`} className="line-clamp-2 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
          {card.title}
        </Link>
      </h3>
      <ul className="mt-auto grid gap-1 text-sm text-gray-700">
        <li className="flex items-center gap-1.5">
          <MapPin className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="truncate">{formatLocation(card)}</span>
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="truncate">{jobDates(card.starts_on, card.ends_on)}</span>
        </li>
        <li className="flex items-center gap-1.5 font-semibold text-gray-900">
          <Banknote className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          <span className="truncate">{formatPayLabel(card.pay_cents, card.pay_unit)}</span>
          <span className="ml-auto shrink-0 text-xs font-normal text-gray-600">{openingsText(card.openings)}</span>
        </li>
      </ul>
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-gray-600">
        <span className="max-w-full truncate">por {card.owner.name}</span>
        {card.owner.is_verified && <IdentityVerifiedBadge />}
      </p>
    </article>
  );
}

/** The card's shape while the first page loads, so nothing jumps. */
export function JobCardSkeleton() {
  return (
    <div className="flex h-44 animate-pulse flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <div className="h-5 w-24 rounded-full bg-gray-200" />
      <div className="h-4 w-3/4 rounded bg-gray-200" />
      <div className="mt-auto h-3.5 w-1/2 rounded bg-gray-200" />
      <div className="h-3.5 w-2/3 rounded bg-gray-200" />
      <div className="h-3.5 w-1/2 rounded bg-gray-200" />
    </div>
  );
}
