import type { GalleryItem, OwnGalleryResponse } from '@passarela/shared';

/** The ids with the one at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as string);
  return next;
}

/** The gallery in the order of `ids`, positions renumbered; ids it does not hold are ignored. */
export function withOrder(gallery: OwnGalleryResponse, ids: readonly string[]): OwnGalleryResponse {
  const byId = new Map(gallery.items.map((item) => [item.id, item]));
  const items = ids.map((id) => byId.get(id)).filter((item): item is GalleryItem => item !== undefined);
  return { ...gallery, items: items.map((item, position) => ({ ...item, position })) };
}
