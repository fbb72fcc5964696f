import type { FavoriteKind } from '@passarela/shared';

export interface FavoritesTab {
  /** The value of ?tab= in the URL. */
  id: 'models' | 'contractors' | 'jobs';
  kind: FavoriteKind;
  label: string;
  /** Empty state: what to say and where to go looking. */
  emptyTitle: string;
  emptyText: string;
  browseTo: string;
  browseLabel: string;
}

export const favoritesTabs: readonly FavoritesTab[] = [
  {
    id: 'models',
    kind: 'model',
    label: 'Modelos',
    emptyTitle: 'Nenhum modelo favoritado ainda',
    emptyText: 'Toque no coração de um perfil para guardar aqui as modelos que você quer acompanhar.',
    browseTo: '/modelos',
    browseLabel: 'Encontrar modelos',
  },
  {
    id: 'contractors',
    kind: 'contractor',
    label: 'Contratantes e Fotógrafos',
    emptyTitle: 'Nenhum contratante ou fotógrafo favoritado ainda',
    emptyText: 'Favorite contratantes, agências e fotógrafos para encontrá-los rapidinho depois.',
    browseTo: '/contratantes',
    browseLabel: 'Ver contratantes e fotógrafos',
  },
  {
    id: 'jobs',
    kind: 'job',
    label: 'Vagas',
    emptyTitle: 'Nenhuma vaga favoritada ainda',
    emptyText: 'Guarde aqui as vagas que interessam a você e volte a elas quando quiser.',
    browseTo: '/vagas',
    browseLabel: 'Ver vagas',
  },
];

/** ?tab= as the page reads it: anything unknown (or absent) is the first tab. */
export function favoritesTabFromParam(value: string | null): FavoritesTab {
  return favoritesTabs.find((tab) => tab.id === value) ?? (favoritesTabs[0] as FavoritesTab);
}

/** The URL of a tab; the first one is the bare /favoritos. */
export function favoritesTabUrl(tab: FavoritesTab): string {
  return tab.id === 'models' ? '/favoritos' : `/favoritos?tab=${tab.id}`;
}
