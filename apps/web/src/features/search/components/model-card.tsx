import { type ModelCard as ModelCardData, labelForGender, modelTypeOptions } from '@passarela/shared';
import type { ReactNode } from 'react';
import { formatHeight } from '../lib/card-text.ts';
import { CardRating } from './card-badges.tsx';
import { CardFrame } from './card-frame.tsx';

/** A card of /modelos: photo, name, city/UF, appearance and height, PRO and verified badges, heart. */
export function ModelCard({ card, index, favorite }: { card: ModelCardData; index: number; favorite?: ReactNode }) {
  const details = [card.model_type ? labelForGender(modelTypeOptions, card.model_type, card.gender) : null, formatHeight(card.height_cm)].filter(Boolean);
  return (
    <CardFrame
      slug={card.profile_slug}
      name={`${card.first_name} ${card.last_name}`.trim()}
      photoUrl={card.profile_image_url}
      city={card.city}
      state={card.state}
      isPro={card.is_pro}
      isVerified={card.is_verified}
      index={index}
      favorite={favorite}
    >
      <p className="flex h-5 items-center gap-2 text-sm leading-5 text-gray-700">
        <span className="min-w-0 flex-1 truncate">{details.join(' · ')}</span>
        <CardRating average={card.rating_average} count={card.rating_count} />
      </p>
    </CardFrame>
  );
}
