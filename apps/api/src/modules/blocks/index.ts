/** Blocking between two people (docs/product.md "Conversations"); other modules refuse to connect a blocked pair and leave blocked people out of lists. */
export { createBlocksRepository } from './blocks.repository.ts';
export { blocksRoutes } from './blocks.routes.ts';
export { type BlocksService, createBlocksService, refuseIfBlocked } from './blocks.service.ts';
export { createHiddenPeople, type HiddenPeople, nobodyHidden } from './hidden-people.ts';
export { notAmongPeople } from './hidden-people-sql.ts';
