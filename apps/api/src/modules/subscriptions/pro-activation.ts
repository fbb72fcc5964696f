import { extendSubscription, formatDatePtBr, notificationTitle, type SubscriptionPlan, subscriptionPlanLabels } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { createLedgerRepository } from '../ledger/index.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { createSubscriptionsRepository } from './subscriptions.repository.ts';

/*
 * Final signature (engineer B calls it inside its settlement transaction, after the payment's
 * money reached the wallet):
 *   activateProFromWalletInTx(tx, { userId, plan, priceCents, reference, paymentId?, now? })
 *     : Promise<NotificationInput[]>
 * Send the returned notifications after the transaction commits.
 */

export const subscriptionLink = '/dashboard?tab=subscription';

export interface ProActivation {
  userId: string;
  plan: SubscriptionPlan;
  /** The price the server computed from settings (never from the browser). */
  priceCents: number;
  /** Exactly-once key of the movement, e.g. 'payment:<id>:pro' or 'subscription:<user>:<idempotency key>'. */
  reference: string;
  paymentId?: string | null;
  now?: Date;
}

/**
 * Buys PRO with wallet money, inside the caller's transaction: wallet -price, platform revenue
 * +price (kind 'pro_purchase'), and the PRO end extended from the later of now and the current end.
 * Throws INSUFFICIENT_BALANCE when the wallet is short (the caller's transaction rolls back). When
 * `reference` was already posted nothing happens again and no notification is returned.
 */
export async function activateProFromWalletInTx(tx: Database, input: ProActivation): Promise<NotificationInput[]> {
  if (!Number.isSafeInteger(input.priceCents) || input.priceCents <= 0) throw new Error(`PRO price must be positive centavos, got ${input.priceCents}`);
  const now = input.now ?? new Date();
  const subscriptions = createSubscriptionsRepository(tx);
  // Lock first: two purchases of the same user extend one after the other, never from the same end.
  const plan = await subscriptions.lockUserPlan(input.userId);
  if (!plan) throw new Error(`user ${input.userId} not found`);
  const label = subscriptionPlanLabels[input.plan];
  const posted = await createLedgerRepository(tx).postTransfer({
    kind: 'pro_purchase',
    reference: input.reference,
    description: `Assinatura ${label}`,
    initiatedBy: input.userId,
    paymentId: input.paymentId ?? null,
    entries: [
      { account: { kind: 'user_wallet', userId: input.userId }, amountCents: -input.priceCents },
      { account: { kind: 'platform_revenue' }, amountCents: input.priceCents },
    ],
  });
  if (!posted) return [];
  // Only a running PRO is extended; an old end of another plan type does not count.
  const currentEnd = plan.subscriptionType === 'pro' ? plan.subscriptionExpiresAt : null;
  const expiresAt = extendSubscription(currentEnd, input.plan, now);
  await subscriptions.setProUntil(input.userId, expiresAt);
  return [
    {
      userId: input.userId,
      type: 'pro_activated',
      title: notificationTitle('pro_activated'),
      body: `Seu plano ${label} está ativo até ${formatDatePtBr(expiresAt)}.`,
      link: subscriptionLink,
    },
  ];
}
