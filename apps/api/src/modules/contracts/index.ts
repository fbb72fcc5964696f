/** Proposals (contratações), the contracts they become, the money held for them, and their disputes. */
export { adminDisputesRoutes } from './admin-disputes.routes.ts';
export { createContractDisputesService } from './contract-disputes.service.ts';
export { fundContractFromWalletInTx } from './contract-escrow.ts';
export { createContractsRepository } from './contracts.repository.ts';
export { contractsRoutes } from './contracts.routes.ts';
export { createContractsService } from './contracts.service.ts';
export { createProposalInTransaction } from './proposal-create.ts';
export { createProposalsRepository } from './proposals.repository.ts';
