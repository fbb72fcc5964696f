import type { ContractorsPage, ContractorsQuery, ModelsPage, ModelsQuery } from '@passarela/shared';
import { decodeListCursor, encodeListCursor, type ListPosition } from './list-cursor.ts';
import { toPage } from './profile-list-sql.ts';
import { toContractorCard, toModelCard } from './profile-cards.ts';
import type { PageArgs, SearchRepository } from './search.repository.ts';

/** The first page fixes "now" (to the millisecond, as the cursor carries it); later pages reuse it. */
function pageArgs(cursor: string | undefined, limit: number): PageArgs {
  const after: ListPosition | undefined = cursor ? decodeListCursor(cursor) : undefined;
  return { after, now: after?.now ?? new Date(), fetch: limit + 1 };
}

/** Public lists: suspended owners and hidden profiles never appear (enforced in the SQL). */
export function createSearchService(repository: SearchRepository) {
  return {
    async listModels(query: ModelsQuery): Promise<ModelsPage> {
      const args = pageArgs(query.cursor, query.limit);
      const { rows, next } = toPage(await repository.modelsPage(query, args), query.limit, args.now);
      return { items: rows.map((row) => toModelCard(row, row.segment === 0)), nextCursor: next ? encodeListCursor(next) : null };
    },
    async listContractors(query: ContractorsQuery): Promise<ContractorsPage> {
      const args = pageArgs(query.cursor, query.limit);
      const { rows, next } = toPage(await repository.contractorsPage(query, args), query.limit, args.now);
      return { items: rows.map((row) => toContractorCard(row, row.segment === 0)), nextCursor: next ? encodeListCursor(next) : null };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
