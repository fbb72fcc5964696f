import type { ContractorCard as ContractorCardData } from '@passarela/shared';
import type { ReactNode } from 'react';
import { TextFilter } from '../../../components/list-page/filter-fields.tsx';
import { ListPageLayout } from '../../../components/list-page/list-page-layout.tsx';
import { useListFilters } from '../../../lib/list-pages/use-list-filters.ts';
import { useContractors } from '../api/get-contractors.ts';
import { contractorsList } from '../lib/list-filters.ts';
import { ContractorCard } from './contractor-card.tsx';
import { ContractorFilters } from './contractor-filters.tsx';
import { ProfileListResults } from './profile-list-results.tsx';

/** /contratantes: contractors and photographers, filters in the URL. The heart comes from the route. */
export function ContractorsList({ renderFavorite }: { renderFavorite?: (card: ContractorCardData) => ReactNode }) {
  const { filters, setFilters, clearFilters, activeCount } = useListFilters(contractorsList);
  const query = useContractors(filters);
  return (
    <ListPageLayout
      title="Contratantes"
      description="Agências, marcas, contratantes e fotógrafos que buscam modelos em todo o Brasil."
      searchField={
        <TextFilter label="Buscar contratantes" hideLabel search placeholder="Nome, empresa, cidade..." value={filters.q} onCommit={(q) => setFilters({ q })} />
      }
      filters={<ContractorFilters filters={filters} onChange={setFilters} />}
      activeCount={activeCount}
      onClearFilters={clearFilters}
      showResultsLabel="Ver resultados"
    >
      <ProfileListResults
        query={query}
        itemKey={(card) => card.profile_slug}
        renderItem={(card, index) => <ContractorCard card={card} index={index} favorite={renderFavorite?.(card)} />}
        emptyTitle="Nenhum contratante encontrado"
        hasFilters={activeCount > 0}
        onClearFilters={clearFilters}
        noun="contratantes"
        detailLines={2}
      />
    </ListPageLayout>
  );
}
