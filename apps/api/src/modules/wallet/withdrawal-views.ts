import { type AdminWithdrawal, maskPixKey, type WithdrawalView } from '@passarela/shared';
import type { AdminWithdrawalRow, WithdrawalRow } from './withdrawals.repository.ts';

/** The owner sees the Pix key masked (lists can be on screen in public); plain JSON (idempotent replays store it). */
export function toWithdrawalView(row: WithdrawalRow): WithdrawalView {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    pix_key_type: row.pixKeyType,
    pix_key: maskPixKey(row.pixKeyType, row.pixKey),
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The admin pays the key, so sees it whole, with who asked. A deleted account keeps its money record only. */
export function toAdminWithdrawal(row: AdminWithdrawalRow): AdminWithdrawal {
  const { withdrawal } = row;
  return {
    ...toWithdrawalView(withdrawal),
    pix_key: withdrawal.pixKey,
    user: {
      id: withdrawal.userId ?? '',
      name: row.userName ?? 'Conta excluída',
      email: row.userEmail ?? '',
      profile_slug: row.profileSlug,
    },
  };
}
