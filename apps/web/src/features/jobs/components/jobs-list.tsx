import type { JobCard as JobCardData } from '@passarela/shared';
import { SearchX, TriangleAlert } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { TextFilter } from '../../search/components/filter-fields.tsx';
import { ListPageLayout } from '../../search/components/list-page-layout.tsx';
import { useListFilters } from '../../search/hooks/use-list-filters.ts';
import { useJobs } from '../api/jobs.ts';
import { type JobFilters, jobsList, withJobFilterChange } from '../lib/job-filters.ts';
import { JobCard, JobCardSkeleton } from './job-card.tsx';
import { JobFiltersPanel } from './job-filters.tsx';

const gridClassName = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3';

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
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <output className="sr-only">Carregando vagas...</output>
        <ul className={gridClassName} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <JobCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError && !query.data) {
    return (
      <StateMessage icon={<TriangleAlert className="size-6" aria-hidden="true" />} title="Não foi possível carregar as vagas" tone="error">
        <p className="mt-1 text-sm text-gray-600">{query.error.message}</p>
        <Button className="mt-5" onClick={() => void query.refetch()} isLoading={query.isFetching}>
          Tentar novamente
        </Button>
      </StateMessage>
    );
  }

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return (
      <StateMessage icon={<SearchX className="size-6" aria-hidden="true" />} title="Nenhuma vaga encontrada" tone="empty">
        <p className="mt-1 text-sm text-gray-600">
          {hasFilters ? 'Tente remover alguns filtros ou buscar por outro termo.' : 'Volte mais tarde: novas vagas são publicadas todos os dias.'}
        </p>
        {hasFilters && (
          <Button variant="outline" className="mt-5" onClick={onClearFilters}>
            Limpar filtros
          </Button>
        )}
      </StateMessage>
    );
  }

  const searching = query.isPlaceholderData;
  const nextPageFailed = query.isFetchNextPageError;
  return (
    <div aria-busy={searching || query.isFetchingNextPage || undefined}>
      <output className="sr-only">
        {searching ? 'Buscando vagas...' : `${items.length} vagas na lista${query.hasNextPage ? ', há mais para carregar' : ''}.`}
      </output>
      <ul className={cn(gridClassName, 'transition-opacity', searching && 'opacity-60')}>
        {items.map((card) => (
          <li key={card.id}>
            <JobCard card={card} favorite={renderFavorite?.(card)} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex min-h-12 flex-col items-center gap-3 text-center">
        {nextPageFailed && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {query.error?.message ?? 'Não foi possível carregar mais vagas.'}
          </p>
        )}
        {query.hasNextPage && !searching ? (
          <Button variant="outline" size="lg" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Carregando...' : nextPageFailed ? 'Tentar novamente' : 'Carregar mais'}
          </Button>
        ) : (
          !searching && <p className="text-sm text-gray-500">Você chegou ao fim da lista.</p>
        )}
      </div>
    </div>
  );
}

/** An error is announced at once (alert); an empty list politely (output = status). */
function StateMessage({ icon, title, tone, children }: { icon: ReactNode; title: string; tone: 'error' | 'empty'; children: ReactNode }) {
  const className = 'flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center';
  const content = (
    <>
      <span className={cn('flex size-12 items-center justify-center rounded-full', tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700')}>
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </>
  );
  return tone === 'error' ? (
    <div role="alert" className={className}>
      {content}
    </div>
  ) : (
    <output className={className}>{content}</output>
  );
}
