import type { JobCard as JobCardData } from '@passarela/shared';
import { type ReactNode, useCallback } from 'react';
import { TextFilter } from '../../../components/list-page/filter-fields.tsx';
import { ListPageLayout } from '../../../components/list-page/list-page-layout.tsx';
import { ListResults } from '../../../components/list-page/list-results.tsx';
import { useListFilters } from '../../../lib/list-pages/use-list-filters.ts';
import { useJobs } from '../api/jobs.ts';
import { type JobFilters, jobsList, withJobFilterChange } from '../lib/job-filters.ts';
import { JobCard, JobCardSkeleton } from './job-card.tsx';
import { JobFiltersPanel } from './job-filters.tsx';

/** /vagas: open jobs, filters in the URL, 'Carregar mais' by keyset. The heart comes from the route. */
export function JobsList({ renderFavorite }: { renderFavorite?: (card: JobCardData) => ReactNode }) {
  const { filters, setFilters, clearFilters, activeCount } = useListFilters(jobsList);
  const change = useCallback((next: Partial<JobFilters>) => setFilters(withJobFilterChange(filters, next)), [filters, setFilters]);
  const query = useJobs(filters);
  return (
    <ListPageLayout
      title="Vagas"
      description="Trabalhos de catálogo, eventos, passarela, hostess e fotografia em todo o Brasil."
      searchField={
        <TextFilter label="Buscar vagas" hideLabel search placeholder="Título, descrição, cidade..." value={filters.q} onCommit={(q) => setFilters({ q })} />
      }
      filters={<JobFiltersPanel filters={filters} onChange={change} />}
      activeCount={activeCount}
      onClearFilters={clearFilters}
      showResultsLabel="Ver vagas"
    >
      <JobResults query={query} hasFilters={activeCount > 0} onClearFilters={clearFilters} renderFavorite={renderFavorite} />
    </ListPageLayout>
  );
}

function JobResults({
  query,
  hasFilters,
  onClearFilters,
  renderFavorite,
}: {
  query: ReturnType<typeof useJobs>;
  hasFilters: boolean;
  onClearFilters: () => void;
  renderFavorite?: (card: JobCardData) => ReactNode;
}) {
  return (
    <ListResults
      query={query}
      itemKey={(card) => card.id}
      renderItem={(card) => <JobCard card={card} favorite={renderFavorite?.(card)} />}
      emptyTitle="Nenhuma vaga encontrada"
      hasFilters={hasFilters}
      onClearFilters={onClearFilters}
      noun="vagas"
      errorTitle="Não foi possível carregar as vagas"
      emptyHint="Volte mais tarde: novas vagas são publicadas todos os dias."
      nextPageFailedMessage="Não foi possível carregar mais vagas."
      skeleton={<JobCardSkeleton />}
      skeletonCount={6}
      gridClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3"
      errorIconClassName="bg-red-50 text-red-700"
    />
  );
}
