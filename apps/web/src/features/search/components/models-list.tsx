import type { ModelCard as ModelCardData } from '@passarela/shared';
import type { ReactNode } from 'react';
import { TextFilter } from '../../../components/list-page/filter-fields.tsx';
import { ListPageLayout } from '../../../components/list-page/list-page-layout.tsx';
import { useListFilters } from '../../../lib/list-pages/use-list-filters.ts';
import { useModels } from '../api/get-models.ts';
import { modelsList } from '../lib/list-filters.ts';
import { ModelCard } from './model-card.tsx';
import { ModelFilters } from './model-filters.tsx';
import { ProfileListResults } from './profile-list-results.tsx';

/** /modelos: the filters (in the URL), the cards and their pages. The heart comes from the route. */
export function ModelsList({ renderFavorite }: { renderFavorite?: (card: ModelCardData) => ReactNode }) {
  const { filters, setFilters, clearFilters, activeCount } = useListFilters(modelsList);
  const query = useModels(filters);
  return (
    <ListPageLayout
      title="Modelos"
      description="Encontre modelos de todo o Brasil por cidade, aparência e interesses de trabalho."
      searchField={<TextFilter label="Buscar modelos" hideLabel search placeholder="Nome, cidade..." value={filters.q} onCommit={(q) => setFilters({ q })} />}
      filters={<ModelFilters filters={filters} onChange={setFilters} />}
      activeCount={activeCount}
      onClearFilters={clearFilters}
      showResultsLabel="Ver modelos"
    >
      <ProfileListResults
        query={query}
        itemKey={(card) => card.profile_slug}
        renderItem={(card, index) => <ModelCard card={card} index={index} favorite={renderFavorite?.(card)} />}
        emptyTitle="Nenhum modelo encontrado"
        hasFilters={activeCount > 0}
        onClearFilters={clearFilters}
        noun="modelos"
      />
    </ListPageLayout>
  );
}
