import { adminWithdrawalSchema, adminWithdrawalsPageSchema, adminWithdrawalsQuerySchema, decideWithdrawalBodySchema, textInput } from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

const withdrawalParamsSchema = z.object({ withdrawalId: textInput({ max: 100 }) }).strict();

/** Admin › Saques: the queue of withdrawals with the whole Pix key, and paying or refusing one (audited). */
export async function adminWithdrawalsRoutes(app: AppInstance) {
  const { adminWithdrawalsService } = app.services;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/admin/withdrawals',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Withdrawals newest first, optionally by status, with the whole Pix key',
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: adminWithdrawalsPageSchema },
      },
    },
    async (request, reply) => {
      return reply.headers(noStore).send(await adminWithdrawalsService.page(request.query));
    },
  );

  for (const decision of ['pay', 'refuse'] as const) {
    app.post(
      `/api/admin/withdrawals/:withdrawalId/${decision}`,
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['admin'],
          summary:
            decision === 'pay'
              ? 'Mark a requested withdrawal as paid by Pix (audited)'
              : 'Refuse a requested withdrawal: the money returns to the wallet (audited)',
          params: withdrawalParamsSchema,
          body: decideWithdrawalBodySchema,
          response: { 200: adminWithdrawalSchema },
        },
      },
      async (request) => adminWithdrawalsService.decide(requireSessionUser(request).id, request.params.withdrawalId, decision, request.body.reason),
    );
  }
}
