import type { FavoriteKeys, FavoriteKind } from '@passarela/shared';

export const emptyFavoriteKeys: FavoriteKeys = { model: [], contractor: [], job: [] };

/** Slugs are case-insensitive on the server (citext); ids are compared the same way, harmlessly. */
export function isFavorite(keys: FavoriteKeys | undefined, kind: FavoriteKind, target: string): boolean {
  const wanted = target.toLowerCase();
  return (keys?.[kind] ?? []).some((key) => key.toLowerCase() === wanted);
}

/** The keys with one heart set or cleared; the same object when nothing changes. */
export function withFavorite(keys: FavoriteKeys | undefined, kind: FavoriteKind, target: string, favorite: boolean): FavoriteKeys {
  const current = keys ?? emptyFavoriteKeys;
  if (isFavorite(current, kind, target) === favorite) return current;
  const wanted = target.toLowerCase();
  const list = favorite ? [target, ...current[kind]] : current[kind].filter((key) => key.toLowerCase() !== wanted);
  return { ...current, [kind]: list };
}

/** Pages of a /favoritos list without one card (the heart was just taken back). */
export function withoutCard<Page extends { items: unknown[] }>(pages: Page[], matches: (item: Page['items'][number]) => boolean): Page[] {
  return pages.map((page) => ({ ...page, items: page.items.filter((item) => !matches(item)) }));
}
