import type { ComponentType, ReactNode } from 'react';
import { FilteredListPage, type ListPageDefinition } from '../../../components/list-page/filtered-list-page.tsx';
import type { ListResultsLook } from '../../../components/list-page/list-results.tsx';
import { CardSkeleton } from './card-skeleton.tsx';

/** A list of profile cards: the page, its filters panel and its card. */
export interface ProfileListDefinition<Filters, Card> extends ListPageDefinition<Filters> {
  Filters: ComponentType<{ filters: Filters; onChange: (change: Partial<Filters>) => void }>;
  Card: ComponentType<{ card: Card; index: number; favorite?: ReactNode }>;
}

/**
 * How the profile lists read and look, two to four cards a row. `detailLines`: the lines under
 * name and place on this list's cards, so the skeletons have the cards' height.
 */
export function profileResults({ noun, emptyTitle, detailLines }: { noun: string; emptyTitle: string; detailLines?: number }): ListResultsLook {
  return {
    emptyTitle,
    noun,
    errorTitle: `Não foi possível carregar os ${noun}`,
    emptyHint: 'Volte mais tarde: novos perfis chegam todos os dias.',
    nextPageFailedMessage: 'Não foi possível carregar mais resultados.',
    skeleton: <CardSkeleton detailLines={detailLines} />,
    skeletonCount: 8,
    gridClassName: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4',
  };
}

/** /modelos and /contratantes: the same page of profile cards over different people. The heart comes from the route. */
export function ProfileListPage<Filters extends { q?: string }, Card extends { profile_slug: string }>({
  list,
  renderFavorite,
}: {
  list: ProfileListDefinition<Filters, Card>;
  renderFavorite?: (card: Card) => ReactNode;
}) {
  const { Filters: FiltersPanel, Card: ProfileCard } = list;
  return (
    <FilteredListPage
      page={list}
      renderFilters={(filters, onChange) => <FiltersPanel filters={filters} onChange={onChange} />}
      itemKey={(card: Card) => card.profile_slug}
      renderItem={(card: Card, index) => <ProfileCard card={card} index={index} favorite={renderFavorite?.(card)} />}
    />
  );
}
