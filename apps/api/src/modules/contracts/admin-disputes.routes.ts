import { adminDisputesListSchema, contractResponseSchema, resolveDisputeBodySchema, textInput } from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

const contractIdParamsSchema = z.object({ contractId: textInput({ max: 64, min: 1 }) }).strict();

/** Admin area "Disputas": the queue of disputed contracts and the decision on each. */
export async function adminDisputesRoutes(app: AppInstance) {
  const { contractDisputesService: disputes, contractsService } = app.services;

  app.get(
    '/api/admin/disputes',
    {
      config: { access: ['admin'] },
      schema: { tags: ['admin'], summary: 'Contracts in dispute, oldest first, with both parties and the reason', response: { 200: adminDisputesListSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await disputes.list() };
    },
  );

  app.post(
    '/api/admin/contracts/:contractId/resolve',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Decide a dispute: release to the model, refund to the contractor, or split (audited)',
        params: contractIdParamsSchema,
        body: resolveDisputeBodySchema,
        response: { 200: contractResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = requireSessionUser(request);
      await disputes.resolve(caller, request.params.contractId, request.body);
      reply.header('cache-control', 'no-store');
      return { contract: await contractsService.getContract(caller, request.params.contractId) };
    },
  );
}
