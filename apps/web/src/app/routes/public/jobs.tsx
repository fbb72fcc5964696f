import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { JobsList } from '../../../features/jobs/components/jobs-list.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /vagas: the open jobs (jobs feature) with the heart of the favourites feature on every card. */
export function Component() {
  usePageTitle('Vagas', 'Vagas de catálogo, eventos, passarela, hostess e fotografia para modelos em todo o Brasil.');
  return <JobsList renderFavorite={(card) => <FavoriteButton kind="job" targetSlug={card.id} label={card.title} />} />;
}
