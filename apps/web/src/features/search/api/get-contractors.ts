import type { ListEndpoint } from '../../../lib/list-pages/list-page-query.ts';

/** /contratantes's cards (ContractorsPage), a page of a search at a time. */
export const contractorsEndpoint: ListEndpoint = { path: '/api/contractors', queryKey: ['search', 'contractors'] };
