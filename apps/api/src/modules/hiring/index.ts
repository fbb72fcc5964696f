/** What jobs, applications, proposals and contracts share: the step log, the graph check and the parties. */
export { type HiringCaller, hirers } from './hiring-caller.ts';
export { createHiringPartiesRepository, type HiringPartiesRepository, type PartyRow } from './hiring-parties.repository.ts';
export { missingParty, partyView } from './hiring-party-views.ts';
export { createHiringTransitionsRepository } from './hiring-transitions.repository.ts';
export { requireTransition } from './require-transition.ts';
