import type {
  ContractorCard as ContractorCardData,
  FavoriteJobCard as FavoriteJobCardData,
  FavoriteKind,
  FavoritesPageOf,
  ModelCard as ModelCardData,
} from '@passarela/shared';
import { useSearchParams } from 'react-router';
import { useFavoriteKeys } from '../../../features/favorites/api/get-favorite-keys.ts';
import { useFavorites } from '../../../features/favorites/api/get-favorites.ts';
import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { FavoritesResults, type FavoritesResultsProps } from '../../../features/favorites/components/favorites-results.tsx';
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
        {tab.kind === 'model' && <KindFavorites tab={tab} kind="model" itemKey={bySlug} renderItem={modelCard} />}
        {tab.kind === 'contractor' && <KindFavorites tab={tab} kind="contractor" itemKey={bySlug} renderItem={contractorCard} />}
        {tab.kind === 'job' && (
          <KindFavorites
            tab={tab}
            kind="job"
            itemKey={(card) => card.id}
            renderItem={jobCard}
            gridClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3"
          />
        )}
      </div>
    </div>
  );
}

type FavoriteItem<K extends FavoriteKind> = FavoritesPageOf<K>['items'][number];

/** One kind's hearted cards; they wait for the hearts, so no card shows an empty one first. */
function KindFavorites<K extends FavoriteKind>({
  tab,
  kind,
  ...cards
}: { tab: FavoritesTab; kind: K } & Pick<FavoritesResultsProps<FavoriteItem<K>>, 'itemKey' | 'renderItem' | 'gridClassName'>) {
  // FavoritesPageOf<K> holds FavoriteItem<K>s; TypeScript cannot see it while K is still generic.
  const query = useFavorites(kind) as FavoritesResultsProps<FavoriteItem<K>>['query'];
  const keys = useFavoriteKeys();
  return <FavoritesResults tab={tab} query={query} heartsPending={keys.isPending} {...cards} />;
}

const bySlug = (card: { profile_slug: string }) => card.profile_slug;

const modelCard = (card: ModelCardData, index: number) => (
  <ModelCard
    card={card}
    index={index}
    favorite={<FavoriteButton kind="model" targetSlug={card.profile_slug} label={`${card.first_name} ${card.last_name}`} />}
  />
);

const contractorCard = (card: ContractorCardData, index: number) => (
  <ContractorCard
    card={card}
    index={index}
    favorite={<FavoriteButton kind="contractor" targetSlug={card.profile_slug} label={card.company_name?.trim() || `${card.first_name} ${card.last_name}`} />}
  />
);

const jobCard = (card: FavoriteJobCardData) => <FavoriteJobCard card={card} favorite={<FavoriteButton kind="job" targetSlug={card.id} label={card.title} />} />;
