import type { ContractorsPage, ContractorsQuery, ModelsPage, ModelsQuery } from '@passarela/shared';
import type { HiddenPeople } from '../blocks/index.ts';
import { decodeListCursor, encodeListCursor, type ListPosition } from './list-cursor.ts';
import { toPage } from './profile-list-sql.ts';
import { toContractorCard, toModelCard } from './profile-cards.ts';
import type { PageArgs, SearchRepository } from './search.repository.ts';

export interface SearchServiceDeps {
  repository: SearchRepository;
  /** REVIEW_WINDOW_DAYS, for the cards' ratings (the settings service caches it). */
  reviewWindowDays: () => Promise<number>;
  /** Whom the viewer must not see (blocks). */
  hiddenPeople: HiddenPeople;
}

/** Public lists: suspended owners, hidden profiles and the viewer's blocked people never appear (enforced in the SQL). */
export function createSearchService({ repository, reviewWindowDays, hiddenPeople }: SearchServiceDeps) {
  /** The first page fixes "now" (to the millisecond, as the cursor carries it); later pages reuse it. */
  async function pageArgs(cursor: string | undefined, limit: number, viewerId: string | null): Promise<PageArgs> {
    const after: ListPosition | undefined = cursor ? decodeListCursor(cursor) : undefined;
    const [windowDays, hidden] = await Promise.all([reviewWindowDays(), hiddenPeople(viewerId)]);
    return { after, now: after?.now ?? new Date(), fetch: limit + 1, reviewWindowDays: windowDays, hidden };
  }

  return {
    /** `viewerId`: the signed-in viewer, whose blocked people are left out (null: a guest). */
    async listModels(query: ModelsQuery, viewerId: string | null = null): Promise<ModelsPage> {
      const args = await pageArgs(query.cursor, query.limit, viewerId);
      const { rows, next } = toPage(await repository.modelsPage(query, args), query.limit, args.now);
      return { items: rows.map((row) => toModelCard(row, row.segment === 0)), nextCursor: next ? encodeListCursor(next) : null };
    },
    async listContractors(query: ContractorsQuery, viewerId: string | null = null): Promise<ContractorsPage> {
      const args = await pageArgs(query.cursor, query.limit, viewerId);
      const { rows, next } = toPage(await repository.contractorsPage(query, args), query.limit, args.now);
      return { items: rows.map((row) => toContractorCard(row, row.segment === 0)), nextCursor: next ? encodeListCursor(next) : null };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
