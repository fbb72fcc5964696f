import type { ListEndpoint } from '../../../lib/list-pages/list-page-query.ts';

/** /modelos's cards (ModelsPage), a page of a search at a time. */
export const modelsEndpoint: ListEndpoint = { path: '/api/models', queryKey: ['search', 'models'] };
