import {
  IDEMPOTENCY_KEY_HEADER,
  requestWithdrawalBodySchema,
  walletTransactionsPageSchema,
  walletTransactionsQuerySchema,
  walletViewSchema,
  withdrawalsListSchema,
  withdrawalViewSchema,
} from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { clientContext } from '../auth/index.ts';
import { WALLET_CSV_FILENAME, walletCsv } from './wallet-csv.ts';

/** The CSV takes the list's filters, without paging. */
const walletCsvQuerySchema = walletTransactionsQuerySchema.omit({ cursor: true, limit: true });

/** The signed-in user's wallet: balance, movements (list and CSV) and withdrawals to Pix. */
export async function walletRoutes(app: AppInstance) {
  const { walletService: wallet, accountSecurityService } = app.services;
  // Money answers are personal and change with every movement.
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/wallet',
    {
      config: { access: 'user' },
      schema: { tags: ['wallet'], summary: 'My balance, money waiting to be withdrawn and the minimum withdrawal', response: { 200: walletViewSchema } },
    },
    async (request, reply) => reply.headers(noStore).send(await wallet.view(requireSessionUser(request).id)),
  );

  app.get(
    '/api/wallet/transactions',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'My wallet movements, newest first, filtered (keyset pages)',
        querystring: walletTransactionsQuerySchema,
        response: { 200: walletTransactionsPageSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await wallet.transactions(requireSessionUser(request).id, request.query)),
  );

  app.get(
    '/api/wallet/transactions.csv',
    {
      config: { access: 'user' },
      schema: {
        tags: ['wallet'],
        summary: 'My wallet movements as CSV (UTF-8 with BOM, semicolons, pt-BR decimals, São Paulo time)',
        querystring: walletCsvQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const rows = await wallet.allTransactions(requireSessionUser(request).id, request.query);
      return reply
        .headers(noStore)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${WALLET_CSV_FILENAME}"`)
        .header('x-content-type-options', 'nosniff')
        .send(walletCsv(rows));
    },
  );

  app.get(
    '/api/wallet/withdrawals',
    {
      config: { access: 'user' },
      schema: { tags: ['wallet'], summary: 'My withdrawals, newest first (Pix keys masked)', response: { 200: withdrawalsListSchema } },
    },
    async (request, reply) => reply.headers(noStore).send({ items: await wallet.withdrawals(requireSessionUser(request).id) }),
  );

  app.post(
    '/api/wallet/withdrawals',
    {
      config: { access: 'user', requireVerifiedEmail: true },
      schema: {
        tags: ['wallet'],
        summary: 'Withdraw to a Pix key (Idempotency-Key header; a recent sign-in or the current password)',
        body: requestWithdrawalBodySchema,
        response: { 201: withdrawalViewSchema },
      },
    },
    async (request, reply) => {
      const user = requireSessionUser(request);
      const { amount_cents, pix_key_type, pix_key, currentPassword } = request.body;
      const header = request.headers[IDEMPOTENCY_KEY_HEADER];
      // docs/security.md #5: a withdrawal is a sensitive action.
      await accountSecurityService.confirmRecentSignIn(user.id, currentPassword, clientContext(request));
      const withdrawal = await wallet.requestWithdrawal(user.id, {
        amountCents: amount_cents,
        pixKeyType: pix_key_type,
        pixKey: pix_key,
        idempotencyKey: typeof header === 'string' ? header : undefined,
      });
      return reply.code(201).headers(noStore).send(withdrawal);
    },
  );
}
