/** The public lists of profiles (/modelos, /contratantes) and the profile cards other lists show too. */
export { contractorCardColumns, modelCardColumns } from './profile-card-sql.ts';
export { cardRating, type ContractorCardRow, type ModelCardRow, toContractorCard, toModelCard } from './profile-cards.ts';
export { createSearchRepository } from './search.repository.ts';
export { searchRoutes } from './search.routes.ts';
export { createSearchService } from './search.service.ts';
