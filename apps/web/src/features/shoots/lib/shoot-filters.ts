import { type ShootsQuery, shootsFilterKeys, shootsQuerySchema, shootsQueryString } from '@passarela/shared';
import type { ListKind } from '../../../lib/list-pages/filters-in-url.ts';

/** What /ensaios's URL holds: the API query without the cursor. Prices in centavos, as the API takes them. */
export type ShootFilters = Omit<ShootsQuery, 'cursor'>;

export const shootsList: ListKind<ShootFilters> = { schema: shootsQuerySchema, keys: shootsFilterKeys, toQueryString: shootsQueryString };
