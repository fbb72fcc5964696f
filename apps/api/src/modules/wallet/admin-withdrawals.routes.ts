import { adminWithdrawalSchema, adminWithdrawalsPageSchema, adminWithdrawalsQuerySchema, decideWithdrawalBodySchema, textInput } from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { createTransactionRunner } from '../../db/transaction.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { toAdminWithdrawal } from './withdrawal-views.ts';
import { createWithdrawalDecisionsService } from './withdrawal-decisions.service.ts';
import { createWithdrawalsRepository } from './withdrawals.repository.ts';

const withdrawalParamsSchema = z.object({ withdrawalId: textInput({ max: 100 }) }).strict();

/**
 * The payout in use: Mercado Pago when its keys are configured (config.payments, engineer A's),
 * the sandbox otherwise.
 */
function currentProvider(app: AppInstance): 'sandbox' | 'mercadopago' {
  const provider = (app.config as { payments?: { provider?: string } }).payments?.provider;
  return provider === 'mercadopago' ? 'mercadopago' : 'sandbox';
}

/** Admin › Saques: the queue of withdrawals with the whole Pix key, and paying or refusing one (audited). */
export async function adminWithdrawalsRoutes(app: AppInstance) {
  const db = app.database.db;
  const repository = createWithdrawalsRepository(db);
  const decisions = createWithdrawalDecisionsService({
    runInTransaction: createTransactionRunner(db),
    notifier: app.services.notifier,
    provider: () => currentProvider(app),
  });
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
      const page = await repository.adminPage(request.query);
      return reply.headers(noStore).send({ items: page.rows.map(toAdminWithdrawal), next_cursor: page.nextCursor });
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
      async (request) => decisions.decide(requireSessionUser(request).id, request.params.withdrawalId, decision, request.body.reason),
    );
  }
}
