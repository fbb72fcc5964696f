import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { ModelsList } from '../../../features/search/components/models-list.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /modelos: the list (search feature) with the heart of the favourites feature on every card. */
export function Component() {
  usePageTitle('Modelos', 'Encontre modelos de todo o Brasil por cidade, aparência e interesses de trabalho.');
  return (
    <ModelsList
      renderFavorite={(card) => <FavoriteButton kind="model" targetSlug={card.profile_slug} label={`${card.first_name} ${card.last_name}`.trim()} />}
    />
  );
}
