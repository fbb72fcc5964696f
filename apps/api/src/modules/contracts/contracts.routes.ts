import {
  acceptProposalResponseSchema,
  contractResponseSchema,
  contractsResponseSchema,
  directProposalBodySchema,
  fundContractWithWalletBodySchema,
  openDisputeBodySchema,
  hiringIdParamsSchema,
  proposalResponseSchema,
  proposalsQuerySchema,
  proposalsResponseSchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { routesOf } from '../../plugins/route-declaration.ts';
import { hirers } from '../hiring/index.ts';

/** Proposals (contratações) and contracts. */
export async function contractsRoutes(app: AppInstance) {
  const { contractsService: service } = app.services;
  const proposalRoute = routesOf(app, 'proposals');
  const contractRoute = routesOf(app, 'contracts');

  proposalRoute.post(
    '/api/proposals',
    {
      access: [...hirers],
      requireVerifiedEmail: true,
      summary: 'Send a proposal straight to a model (from her profile), by profile slug',
      body: directProposalBodySchema,
      response: { 201: proposalResponseSchema },
    },
    async (request, reply) => {
      const proposal = await service.propose(request.sessionUser, request.body);
      return reply.status(201).send({ proposal });
    },
  );

  proposalRoute.get(
    '/api/me/proposals',
    {
      access: 'user',
      summary: 'Proposals the caller received (role=received, models) or sent (role=sent), newest first',
      querystring: proposalsQuerySchema,
      response: { 200: proposalsResponseSchema },
    },
    async (request) => ({ items: await service.list(request.sessionUser, request.query.role) }),
  );

  proposalRoute.post(
    '/api/proposals/:id/accept',
    {
      access: ['model'],
      summary: 'Accept a proposal sent to the caller: makes the contract',
      params: hiringIdParamsSchema,
      response: { 200: acceptProposalResponseSchema },
    },
    async (request) => service.accept(request.sessionUser, request.params.id),
  );

  proposalRoute.post(
    '/api/proposals/:id/decline',
    { access: ['model'], summary: 'Decline a proposal sent to the caller', params: hiringIdParamsSchema, response: { 200: proposalResponseSchema } },
    async (request) => ({ proposal: await service.decline(request.sessionUser, request.params.id) }),
  );

  proposalRoute.post(
    '/api/proposals/:id/withdraw',
    { access: [...hirers], summary: 'Withdraw a pending proposal the caller sent', params: hiringIdParamsSchema, response: { 200: proposalResponseSchema } },
    async (request) => ({ proposal: await service.withdraw(request.sessionUser, request.params.id) }),
  );

  contractRoute.get(
    '/api/me/contracts',
    { access: 'user', summary: 'Contracts where the caller is a party, newest first', response: { 200: contractsResponseSchema } },
    async (request) => ({ items: await service.myContracts(request.sessionUser) }),
  );

  contractRoute.get(
    '/api/contracts/:id',
    { access: 'user', summary: 'One contract, for its parties and admins', params: hiringIdParamsSchema, response: { 200: contractResponseSchema } },
    async (request) => ({ contract: await service.getContract(request.sessionUser, request.params.id) }),
  );

  const contractStepSummaries = {
    complete: 'Confirm the work was done; the contract completes when both parties have confirmed and then releases the held money',
    cancel: 'Cancel a contract not yet paid (parties and admins)',
    refund: 'Cancel a paid contract, the money back to the contractor (the model or an admin)',
  } as const;
  for (const action of ['complete', 'cancel', 'refund'] as const) {
    contractRoute.post(
      `/api/contracts/:id/${action}`,
      { access: 'user', summary: contractStepSummaries[action], params: hiringIdParamsSchema, response: { 200: contractResponseSchema } },
      async (request) => ({ contract: await service[action](request.sessionUser, request.params.id) }),
    );
  }

  contractRoute.post(
    '/api/contracts/:id/fund-with-wallet',
    {
      access: [...hirers],
      requireVerifiedEmail: true,
      summary: 'Pay an awaiting_payment contract from the wallet (Idempotency-Key header): the amount is held in escrow',
      params: hiringIdParamsSchema,
      body: fundContractWithWalletBodySchema,
      response: { 200: contractResponseSchema },
    },
    async (request) => ({ contract: await service.fundWithWallet(request.sessionUser, request.params.id, idempotencyKeyOf(request)) }),
  );

  contractRoute.post(
    '/api/contracts/:id/dispute',
    {
      access: 'user',
      summary: 'Open a dispute on a paid contract (either party); the money stays held until an admin decides',
      params: hiringIdParamsSchema,
      body: openDisputeBodySchema,
      response: { 200: contractResponseSchema },
    },
    async (request) => ({ contract: await service.dispute(request.sessionUser, request.params.id, request.body) }),
  );
}
