import { adminWithdrawalSchema, adminWithdrawalsPageSchema, adminWithdrawalsQuerySchema, decideWithdrawalBodySchema, textInput } from '@passarela/shared';
import { z } from 'zod';
import { routesPlugin } from '../../plugins/route-declaration.ts';

const withdrawalParamsSchema = z.object({ withdrawalId: textInput({ max: 100 }) }).strict();

const decisionSummaries = {
  pay: 'Mark a requested withdrawal as paid by Pix (audited)',
  refuse: 'Refuse a requested withdrawal: the money returns to the wallet (audited)',
} as const;

/** Admin › Saques: the queue of withdrawals with the whole Pix key, and paying or refusing one (audited). */
export const adminWithdrawalsRoutes = routesPlugin('admin', (route, { adminWithdrawalsService }) => {
  route.get(
    '/api/admin/withdrawals',
    {
      access: ['admin'],
      summary: 'Withdrawals newest first, optionally by status, with the whole Pix key',
      querystring: adminWithdrawalsQuerySchema,
      response: { 200: adminWithdrawalsPageSchema },
    },
    async (request) => adminWithdrawalsService.page(request.query),
  );

  for (const decision of ['pay', 'refuse'] as const) {
    route.post(
      `/api/admin/withdrawals/:withdrawalId/${decision}`,
      {
        access: ['admin'],
        summary: decisionSummaries[decision],
        params: withdrawalParamsSchema,
        body: decideWithdrawalBodySchema,
        response: { 200: adminWithdrawalSchema },
      },
      async (request) => adminWithdrawalsService.decide(request.sessionUser.id, request.params.withdrawalId, decision, request.body.reason),
    );
  }
});
