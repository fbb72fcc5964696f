/** The wallet: balance and movements from the ledger, withdrawals to Pix, and their decision by an admin. */
export { adminWithdrawalsRoutes } from './admin-withdrawals.routes.ts';
export { createAdminWithdrawalsService } from './admin-withdrawals.service.ts';
export { createWalletTransactionsRepository } from './wallet-transactions.repository.ts';
export { walletRoutes } from './wallet.routes.ts';
export { createWalletService } from './wallet.service.ts';
export { createWithdrawalsRepository } from './withdrawals.repository.ts';
