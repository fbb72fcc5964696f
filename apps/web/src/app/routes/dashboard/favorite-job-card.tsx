import { type FavoriteJobCard as FavoriteJobCardData, jobStateLabels } from '@passarela/shared';
import type { ReactNode } from 'react';
import { JobCard } from '../../../features/jobs/components/job-card.tsx';

/** A hearted job: the /vagas card, saying so when the job no longer takes applications. */
export function FavoriteJobCard({ card, favorite }: { card: FavoriteJobCardData; favorite?: ReactNode }) {
  const note =
    card.status === 'open' ? undefined : (
      <span className="inline-flex h-6 items-center rounded-full bg-gray-100 px-2 text-xs font-semibold text-gray-800">{jobStateLabels[card.status]}</span>
    );
  return <JobCard card={card} favorite={favorite} note={note} />;
}
