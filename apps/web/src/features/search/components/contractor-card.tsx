import { type ContractorCard as ContractorCardData, labelOf, photographerSpecialtyOptions } from '@passarela/shared';
import type { ReactNode } from 'react';
import { contractorTypeLabels } from '../lib/card-text.ts';
import { CardRating } from './card-badges.tsx';
import { CardFrame } from './card-frame.tsx';

/** A card of /contratantes: company (or person) name, type, city/UF, a photographer's specialties. */
export function ContractorCard({ card, index, favorite }: { card: ContractorCardData; index: number; favorite?: ReactNode }) {
  const personName = `${card.first_name} ${card.last_name}`.trim();
  const specialties = card.photographer_specialties.map((value) => labelOf(photographerSpecialtyOptions, value));
  return (
    <CardFrame
      slug={card.profile_slug}
      name={card.company_name?.trim() || personName}
      photoUrl={card.profile_image_url}
      city={card.city}
      state={card.state}
      isPro={card.is_pro}
      isVerified={card.is_verified}
      index={index}
      favorite={favorite}
    >
      <p className="flex h-5 items-center">
        <span className="inline-flex h-5 items-center rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800">
          {contractorTypeLabels[card.user_type]}
        </span>
        <CardRating average={card.rating_average} count={card.rating_count} className="ml-auto" />
      </p>
      <p className="h-5 truncate text-sm leading-5 text-gray-700" title={specialties.join(', ') || undefined}>
        {specialties.length > 0 ? specialties.join(' · ') : card.company_name ? personName : ''}
      </p>
    </CardFrame>
  );
}
