import type { ModelCard as ModelCardData } from '@passarela/shared';
import type { ReactNode } from 'react';
import { modelsEndpoint } from '../api/get-models.ts';
import { type ModelFilters as Filters, modelsList } from '../lib/list-filters.ts';
import { ModelCard } from './model-card.tsx';
import { ModelFilters } from './model-filters.tsx';
import { type ProfileListDefinition, ProfileListPage, profileResults } from './profile-list-page.tsx';

const modelsPage: ProfileListDefinition<Filters, ModelCardData> = {
  kind: modelsList,
  endpoint: modelsEndpoint,
  Filters: ModelFilters,
  Card: ModelCard,
  title: 'Modelos',
  description: 'Encontre modelos de todo o Brasil por cidade, aparência e interesses de trabalho.',
  searchLabel: 'Buscar modelos',
  searchPlaceholder: 'Nome, cidade...',
  showResultsLabel: 'Ver modelos',
  results: profileResults({ noun: 'modelos', emptyTitle: 'Nenhum modelo encontrado' }),
};

/** /modelos: the filters (in the URL), the cards and their pages. The heart comes from the route. */
export function ModelsList({ renderFavorite }: { renderFavorite?: (card: ModelCardData) => ReactNode }) {
  return <ProfileListPage list={modelsPage} renderFavorite={renderFavorite} />;
}
