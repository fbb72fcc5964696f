import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './session/get-session.ts';

/** Every query whose numbers change when money moves (the wallet, its lists, the header balance, PRO, contracts). */
export const walletQueryKey = ['wallet'] as const;
export const subscriptionQueryKey = ['subscription'] as const;

/**
 * After any movement of money: the wallet tab, Transações, withdrawals (all under ['wallet']), the
 * header balance and PRO badge (the session), the subscription and the contracts refetch.
 */
export async function refreshMoney(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [walletQueryKey, sessionQueryKey, subscriptionQueryKey, ['contracts'], ['proposals']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
