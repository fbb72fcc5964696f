import type { ListEndpoint } from '../../../lib/list-pages/list-page-query.ts';
import { shootKeys } from './shoot-query-keys.ts';

/** GET /api/shoots: /ensaios's cards, a keyset page of a search at a time. */
export const shootsEndpoint: ListEndpoint = { path: '/api/shoots', queryKey: shootKeys.list };
