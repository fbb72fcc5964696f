import {
  acceptProposalResponseSchema,
  contractResponseSchema,
  contractsResponseSchema,
  directProposalBodySchema,
  fundContractWithWalletBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  openDisputeBodySchema,
  hiringIdParamsSchema,
  proposalResponseSchema,
  proposalsQuerySchema,
  proposalsResponseSchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { hirers } from '../hiring/index.ts';

/** Proposals (contratações) and contracts. */
export async function contractsRoutes(app: AppInstance) {
  const { contractsService: service } = app.services;

  app.post(
    '/api/proposals',
    {
      config: { access: [...hirers], requireVerifiedEmail: true },
      schema: {
        tags: ['proposals'],
        summary: 'Send a proposal straight to a model (from her profile), by profile slug',
        body: directProposalBodySchema,
        response: { 201: proposalResponseSchema },
      },
    },
    async (request, reply) => {
      const proposal = await service.propose(requireSessionUser(request), request.body);
      return reply.status(201).header('cache-control', 'no-store').send({ proposal });
    },
  );

  app.get(
    '/api/me/proposals',
    {
      config: { access: 'user' },
      schema: {
        tags: ['proposals'],
        summary: 'Proposals the caller received (role=received, models) or sent (role=sent), newest first',
        querystring: proposalsQuerySchema,
        response: { 200: proposalsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await service.list(requireSessionUser(request), request.query.role) };
    },
  );

  app.post(
    '/api/proposals/:id/accept',
    {
      config: { access: ['model'] },
      schema: {
        tags: ['proposals'],
        summary: 'Accept a proposal sent to the caller: makes the contract',
        params: hiringIdParamsSchema,
        response: { 200: acceptProposalResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.accept(requireSessionUser(request), request.params.id);
    },
  );

  app.post(
    '/api/proposals/:id/decline',
    {
      config: { access: ['model'] },
      schema: {
        tags: ['proposals'],
        summary: 'Decline a proposal sent to the caller',
        params: hiringIdParamsSchema,
        response: { 200: proposalResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { proposal: await service.decline(requireSessionUser(request), request.params.id) };
    },
  );

  app.post(
    '/api/proposals/:id/withdraw',
    {
      config: { access: [...hirers] },
      schema: {
        tags: ['proposals'],
        summary: 'Withdraw a pending proposal the caller sent',
        params: hiringIdParamsSchema,
        response: { 200: proposalResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { proposal: await service.withdraw(requireSessionUser(request), request.params.id) };
    },
  );

  app.get(
    '/api/me/contracts',
    {
      config: { access: 'user' },
      schema: { tags: ['contracts'], summary: 'Contracts where the caller is a party, newest first', response: { 200: contractsResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await service.myContracts(requireSessionUser(request)) };
    },
  );

  app.get(
    '/api/contracts/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['contracts'],
        summary: 'One contract, for its parties and admins',
        params: hiringIdParamsSchema,
        response: { 200: contractResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { contract: await service.getContract(requireSessionUser(request), request.params.id) };
    },
  );

  const contractStepSummaries = {
    complete: 'Confirm the work was done; the contract completes when both parties have confirmed and then releases the held money',
    cancel: 'Cancel a contract not yet paid (parties and admins)',
    refund: 'Cancel a paid contract, the money back to the contractor (the model or an admin)',
  } as const;
  for (const action of ['complete', 'cancel', 'refund'] as const) {
    app.post(
      `/api/contracts/:id/${action}`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['contracts'],
          summary: contractStepSummaries[action],
          params: hiringIdParamsSchema,
          response: { 200: contractResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { contract: await service[action](requireSessionUser(request), request.params.id) };
      },
    );
  }

  app.post(
    '/api/contracts/:id/fund-with-wallet',
    {
      config: { access: [...hirers], requireVerifiedEmail: true },
      schema: {
        tags: ['contracts'],
        summary: 'Pay an awaiting_payment contract from the wallet (Idempotency-Key header): the amount is held in escrow',
        params: hiringIdParamsSchema,
        body: fundContractWithWalletBodySchema,
        response: { 200: contractResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      return { contract: await service.fundWithWallet(requireSessionUser(request), request.params.id, Array.isArray(key) ? key[0] : key) };
    },
  );

  app.post(
    '/api/contracts/:id/dispute',
    {
      config: { access: 'user' },
      schema: {
        tags: ['contracts'],
        summary: 'Open a dispute on a paid contract (either party); the money stays held until an admin decides',
        params: hiringIdParamsSchema,
        body: openDisputeBodySchema,
        response: { 200: contractResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { contract: await service.dispute(requireSessionUser(request), request.params.id, request.body) };
    },
  );
}
