import { useSearchParams } from 'react-router';
import { useFavoriteKeys } from '../../../features/favorites/api/get-favorite-keys.ts';
import { useFavorites } from '../../../features/favorites/api/get-favorites.ts';
import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { FavoritesResults } from '../../../features/favorites/components/favorites-results.tsx';
import { FavoritesTabBar } from '../../../features/favorites/components/favorites-tab-bar.tsx';
import { type FavoritesTab, favoritesTabFromParam } from '../../../features/favorites/lib/favorites-tabs.ts';
import { ContractorCard } from '../../../features/search/components/contractor-card.tsx';
import { ModelCard } from '../../../features/search/components/model-card.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';
import { FavoriteJobCard } from './favorite-job-card.tsx';

/** /favoritos (logged-in only): what the user hearted, by kind (?tab=), newest first. */
export function Component() {
  usePageTitle('Favoritos');
  const [params] = useSearchParams();
  const tab = favoritesTabFromParam(params.get('tab'));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="mb-4">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Favoritos</h1>
        <p className="mt-1 text-sm text-gray-600">Os perfis e vagas que você marcou com o coração ficam guardados aqui.</p>
      </header>
      <FavoritesTabBar active={tab} />
      <div className="mt-6">
        {tab.kind === 'model' && <ModelFavorites tab={tab} />}
        {tab.kind === 'contractor' && <ContractorFavorites tab={tab} />}
        {tab.kind === 'job' && <JobFavorites tab={tab} />}
      </div>
    </div>
  );
}

function ModelFavorites({ tab }: { tab: FavoritesTab }) {
  const query = useFavorites('model');
  const keys = useFavoriteKeys();
  return (
    <FavoritesResults
      tab={tab}
      query={query}
      heartsPending={keys.isPending}
      itemKey={(card) => card.profile_slug}
      renderItem={(card, index) => (
        <ModelCard
          card={card}
          index={index}
          favorite={<FavoriteButton kind="model" targetSlug={card.profile_slug} label={`${card.first_name} ${card.last_name}`} />}
        />
      )}
    />
  );
}

function ContractorFavorites({ tab }: { tab: FavoritesTab }) {
  const query = useFavorites('contractor');
  const keys = useFavoriteKeys();
  return (
    <FavoritesResults
      tab={tab}
      query={query}
      heartsPending={keys.isPending}
      itemKey={(card) => card.profile_slug}
      renderItem={(card, index) => (
        <ContractorCard
          card={card}
          index={index}
          favorite={
            <FavoriteButton kind="contractor" targetSlug={card.profile_slug} label={card.company_name?.trim() || `${card.first_name} ${card.last_name}`} />
          }
        />
      )}
    />
  );
}

function JobFavorites({ tab }: { tab: FavoritesTab }) {
  const query = useFavorites('job');
  const keys = useFavoriteKeys();
  return (
    <FavoritesResults
      tab={tab}
      query={query}
      heartsPending={keys.isPending}
      itemKey={(card) => card.id}
      gridClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3"
      renderItem={(card) => <FavoriteJobCard card={card} favorite={<FavoriteButton kind="job" targetSlug={card.id} label={card.title} />} />}
    />
  );
}
