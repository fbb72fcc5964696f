import {
  type ContractorsQuery,
  type ModelsQuery,
  contractorsFilterKeys,
  contractorsQuerySchema,
  contractorsQueryString,
  modelsFilterKeys,
  modelsQuerySchema,
  modelsQueryString,
} from '@passarela/shared';
import type { ListKind } from '../../../lib/list-pages/filters-in-url.ts';

/** What a list page's URL holds: the API query without the cursor (pages are not in the URL). */
export type ModelFilters = Omit<ModelsQuery, 'cursor'>;
export type ContractorFilters = Omit<ContractorsQuery, 'cursor'>;

export const modelsList: ListKind<ModelFilters> = { schema: modelsQuerySchema, keys: modelsFilterKeys, toQueryString: modelsQueryString };
export const contractorsList: ListKind<ContractorFilters> = {
  schema: contractorsQuerySchema,
  keys: contractorsFilterKeys,
  toQueryString: contractorsQueryString,
};
