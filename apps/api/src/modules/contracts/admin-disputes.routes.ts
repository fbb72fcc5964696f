import { adminDisputesListSchema, contractResponseSchema, resolveDisputeBodySchema, textInput } from '@passarela/shared';
import { z } from 'zod';
import { routesPlugin } from '../../plugins/route-declaration.ts';

const contractIdParamsSchema = z.object({ contractId: textInput({ max: 64, min: 1 }) }).strict();

/** Admin area "Disputas": the queue of disputed contracts and the decision on each. */
export const adminDisputesRoutes = routesPlugin('admin', (route, { contractDisputesService: disputes, contractsService }) => {
  route.get(
    '/api/admin/disputes',
    { access: ['admin'], summary: 'Contracts in dispute, oldest first, with both parties and the reason', response: { 200: adminDisputesListSchema } },
    async () => ({ items: await disputes.list() }),
  );

  route.post(
    '/api/admin/contracts/:contractId/resolve',
    {
      access: ['admin'],
      summary: 'Decide a dispute: release to the model, refund to the contractor, or split (audited)',
      params: contractIdParamsSchema,
      body: resolveDisputeBodySchema,
      response: { 200: contractResponseSchema },
    },
    async (request) => {
      const caller = request.sessionUser;
      await disputes.resolve(caller, request.params.contractId, request.body);
      return { contract: await contractsService.getContract(caller, request.params.contractId) };
    },
  );
});
