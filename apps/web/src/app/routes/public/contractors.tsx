import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { ContractorsList } from '../../../features/search/components/contractors-list.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /contratantes: the list (search feature) with the heart of the favourites feature on every card. */
export function Component() {
  usePageTitle('Contratantes', 'Agências, marcas, contratantes e fotógrafos que buscam modelos em todo o Brasil.');
  return (
    <ContractorsList
      renderFavorite={(card) => (
        <FavoriteButton kind="contractor" targetSlug={card.profile_slug} label={card.company_name?.trim() || `${card.first_name} ${card.last_name}`.trim()} />
      )}
    />
  );
}
