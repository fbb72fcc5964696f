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
import { routesPlugin } from '../../plugins/route-declaration.ts';
import { clientContext } from '../auth/index.ts';
import { WALLET_CSV_FILENAME, walletCsv } from './wallet-csv.ts';

/** The CSV takes the list's filters, without paging. */
const walletCsvQuerySchema = walletTransactionsQuerySchema.omit({ cursor: true, limit: true });

/** The signed-in user's wallet: balance, movements (list and CSV) and withdrawals to Pix. */
export const walletRoutes = routesPlugin('wallet', (route, { walletService: wallet, accountSecurityService }) => {
  route.get(
    '/api/wallet',
    { access: 'user', summary: 'My balance, money waiting to be withdrawn and the minimum withdrawal', response: { 200: walletViewSchema } },
    async (request) => wallet.view(request.sessionUser.id),
  );

  route.get(
    '/api/wallet/transactions',
    {
      access: 'user',
      summary: 'My wallet movements, newest first, filtered (keyset pages)',
      querystring: walletTransactionsQuerySchema,
      response: { 200: walletTransactionsPageSchema },
    },
    async (request) => wallet.transactions(request.sessionUser.id, request.query),
  );

  route.get(
    '/api/wallet/transactions.csv',
    {
      access: 'user',
      summary: 'My wallet movements as CSV (UTF-8 with BOM, semicolons, pt-BR decimals, São Paulo time)',
      querystring: walletCsvQuerySchema,
      response: { 200: z.string() },
    },
    async (request, reply) => {
      const rows = await wallet.allTransactions(request.sessionUser.id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${WALLET_CSV_FILENAME}"`)
        .header('x-content-type-options', 'nosniff')
        .send(walletCsv(rows));
    },
  );

  route.get(
    '/api/wallet/withdrawals',
    { access: 'user', summary: 'My withdrawals, newest first (Pix keys masked)', response: { 200: withdrawalsListSchema } },
    async (request) => ({ items: await wallet.withdrawals(request.sessionUser.id) }),
  );

  route.post(
    '/api/wallet/withdrawals',
    {
      access: 'user',
      requireVerifiedEmail: true,
      summary: 'Withdraw to a Pix key (Idempotency-Key header; a recent sign-in or the current password)',
      body: requestWithdrawalBodySchema,
      response: { 201: withdrawalViewSchema },
    },
    async (request, reply) => {
      const user = request.sessionUser;
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
      return reply.code(201).send(withdrawal);
    },
  );
});
