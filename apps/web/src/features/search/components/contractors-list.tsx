import type { ContractorCard as ContractorCardData } from '@passarela/shared';
import type { ReactNode } from 'react';
import { contractorsEndpoint } from '../api/get-contractors.ts';
import { type ContractorFilters as Filters, contractorsList } from '../lib/list-filters.ts';
import { ContractorCard } from './contractor-card.tsx';
import { ContractorFilters } from './contractor-filters.tsx';
import { type ProfileListDefinition, ProfileListPage, profileResults } from './profile-list-page.tsx';

const contractorsPage: ProfileListDefinition<Filters, ContractorCardData> = {
  kind: contractorsList,
  endpoint: contractorsEndpoint,
  Filters: ContractorFilters,
  Card: ContractorCard,
  title: 'Contratantes',
  description: 'Agências, marcas, contratantes e fotógrafos que buscam modelos em todo o Brasil.',
  searchLabel: 'Buscar contratantes',
  searchPlaceholder: 'Nome, empresa, cidade...',
  showResultsLabel: 'Ver resultados',
  results: profileResults({ noun: 'contratantes', emptyTitle: 'Nenhum contratante encontrado', detailLines: 2 }),
};

/** /contratantes: contractors and photographers, filters in the URL. The heart comes from the route. */
export function ContractorsList({ renderFavorite }: { renderFavorite?: (card: ContractorCardData) => ReactNode }) {
  return <ProfileListPage list={contractorsPage} renderFavorite={renderFavorite} />;
}
