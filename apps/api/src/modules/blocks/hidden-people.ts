import type { BlocksRepository } from './blocks.repository.ts';

/**
 * The people a viewer must not see in any list (docs/product.md "Conversations", Block): those she
 * blocked and those who blocked her. Sorted, so it can be part of a statement cache key. A guest
 * has none, and so does nearly every signed-in viewer: the lists add their condition only when
 * there is someone to leave out, so their statements (and cache keys) stay the same otherwise.
 */
export type HiddenPeople = (viewerId: string | null | undefined) => Promise<readonly string[]>;

export function createHiddenPeople(repository: Pick<BlocksRepository, 'peopleApartFrom'>): HiddenPeople {
  return async (viewerId) => (viewerId ? repository.peopleApartFrom(viewerId) : []);
}

/** For a guest, or where blocks do not apply (tests, the benchmark). */
export const nobodyHidden: HiddenPeople = async () => [];
