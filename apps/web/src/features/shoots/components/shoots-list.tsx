import type { ShootPackageCard } from '@passarela/shared';
import { FilteredListPage, type ListPageDefinition } from '../../../components/list-page/filtered-list-page.tsx';
import { shootsEndpoint } from '../api/list-shoots.ts';
import { withPriceChange } from '../lib/price-filter.ts';
import { type ShootFilters, shootsList } from '../lib/shoot-filters.ts';
import { ShootCard, ShootCardSkeleton } from './shoot-card.tsx';
import { ShootFiltersPanel } from './shoot-filters.tsx';

const shootsPage: ListPageDefinition<ShootFilters> = {
  kind: shootsList,
  endpoint: shootsEndpoint,
  title: 'Ensaios',
  description: 'Books, retratos e ensaios de moda com fotógrafos de todo o Brasil. Pague com segurança: o valor só é liberado depois da entrega.',
  searchLabel: 'Buscar ensaios',
  searchPlaceholder: 'Book, estúdio, fotógrafo...',
  showResultsLabel: 'Ver ensaios',
  results: {
    emptyTitle: 'Nenhum ensaio encontrado',
    noun: 'ensaios',
    errorTitle: 'Não foi possível carregar os ensaios',
    emptyHint: 'Volte mais tarde: fotógrafos publicam novos ensaios toda semana.',
    nextPageFailedMessage: 'Não foi possível carregar mais ensaios.',
    skeleton: <ShootCardSkeleton />,
    skeletonCount: 6,
    gridClassName: 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3',
    errorIconClassName: 'bg-red-50 text-red-700',
  },
};

/** /ensaios: active packages, filters in the URL, 'Carregar mais' by keyset. */
export function ShootsList() {
  return (
    <FilteredListPage
      page={shootsPage}
      // The price range stays valid: a bound crossing the other clears it.
      renderFilters={(filters, setFilters) => <ShootFiltersPanel filters={filters} onChange={(change) => setFilters(withPriceChange(filters, change))} />}
      itemKey={(card: ShootPackageCard) => card.id}
      renderItem={(card: ShootPackageCard, index) => <ShootCard card={card} index={index} />}
    />
  );
}
