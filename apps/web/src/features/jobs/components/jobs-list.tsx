import type { JobCard as JobCardData } from '@passarela/shared';
import type { ReactNode } from 'react';
import { FilteredListPage, type ListPageDefinition } from '../../../components/list-page/filtered-list-page.tsx';
import { jobsEndpoint } from '../api/jobs.ts';
import { type JobFilters, jobsList, withJobFilterChange } from '../lib/job-filters.ts';
import { JobCard, JobCardSkeleton } from './job-card.tsx';
import { JobFiltersPanel } from './job-filters.tsx';

const jobsPage: ListPageDefinition<JobFilters> = {
  kind: jobsList,
  endpoint: jobsEndpoint,
  title: 'Vagas',
  description: 'Trabalhos de catálogo, eventos, passarela, hostess e fotografia em todo o Brasil.',
  searchLabel: 'Buscar vagas',
  searchPlaceholder: 'Título, descrição, cidade...',
  showResultsLabel: 'Ver vagas',
  results: {
    emptyTitle: 'Nenhuma vaga encontrada',
    noun: 'vagas',
    errorTitle: 'Não foi possível carregar as vagas',
    emptyHint: 'Volte mais tarde: novas vagas são publicadas todos os dias.',
    nextPageFailedMessage: 'Não foi possível carregar mais vagas.',
    skeleton: <JobCardSkeleton />,
    skeletonCount: 6,
    gridClassName: 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3',
    errorIconClassName: 'bg-red-50 text-red-700',
  },
};

/** /vagas: open jobs, filters in the URL, 'Carregar mais' by keyset. The heart comes from the route. */
export function JobsList({ renderFavorite }: { renderFavorite?: (card: JobCardData) => ReactNode }) {
  return (
    <FilteredListPage
      page={jobsPage}
      // Pay and dates stay valid ranges: a bound crossing the other clears it (job-filters.ts).
      renderFilters={(filters, setFilters) => <JobFiltersPanel filters={filters} onChange={(change) => setFilters(withJobFilterChange(filters, change))} />}
      itemKey={(card: JobCardData) => card.id}
      renderItem={(card: JobCardData) => <JobCard card={card} favorite={renderFavorite?.(card)} />}
    />
  );
}
