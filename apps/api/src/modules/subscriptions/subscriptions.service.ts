import { isProActive, type SubscriptionPlan, type SubscriptionView, subscriptionPlanLabels, subscriptionPlans } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { runIdempotent } from '../ledger/index.ts';
import type { NotificationInput } from '../notifications/index.ts';
import { activateProFromWalletInTx } from './pro-activation.ts';
import type { SubscriptionsRepository } from './subscriptions.repository.ts';

export interface PlanPrices {
  PRO_MONTHLY_PRICE_CENTS: number;
  PRO_YEARLY_PRICE_CENTS: number;
}

export interface SubscriptionsServiceDeps {
  repository: SubscriptionsRepository;
  runInTransaction: TransactionRunner;
  settings: () => Promise<PlanPrices>;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

/** The price of a plan, from the admin's settings (the browser never names a price). */
export function planPriceCents(settings: PlanPrices, plan: SubscriptionPlan): number {
  return plan === 'monthly' ? settings.PRO_MONTHLY_PRICE_CENTS : settings.PRO_YEARLY_PRICE_CENTS;
}

/** PRO (docs/product.md "Subscription"): what it costs and whether the user has it; buying it with wallet money. */
export function createSubscriptionsService({ repository, runInTransaction, settings, notify, logger, now = () => new Date() }: SubscriptionsServiceDeps) {
  async function view(userId: string, prices: PlanPrices): Promise<SubscriptionView> {
    const plan = await repository.findUserPlan(userId);
    const active = isProActive(plan?.subscriptionType, plan?.subscriptionExpiresAt, now());
    return {
      is_pro: active,
      expires_at: active ? (plan?.subscriptionExpiresAt?.toISOString() ?? null) : null,
      plans: subscriptionPlans.map((p) => ({ plan: p, label: subscriptionPlanLabels[p], price_cents: planPriceCents(prices, p) })),
    };
  }

  return {
    async get(userId: string): Promise<SubscriptionView> {
      return view(userId, await settings());
    },

    /**
     * Pays a plan from the wallet (Idempotency-Key: a retried click buys once). The price is read
     * from settings before the transaction; INSUFFICIENT_BALANCE (409) leaves everything as it was.
     */
    async purchaseWithWallet(userId: string, plan: SubscriptionPlan, idempotencyKey: string | undefined): Promise<SubscriptionView> {
      const prices = await settings();
      const priceCents = planPriceCents(prices, plan);
      // Set only when the work runs: a replay (same key) answers without buying or notifying again.
      let notifications: NotificationInput[] = [];
      await runIdempotent(runInTransaction, { userId, scope: 'subscription.wallet', key: idempotencyKey, request: { plan } }, async (tx) => {
        notifications = await activateProFromWalletInTx(tx, {
          userId,
          plan,
          priceCents,
          // Unique per accepted request: the idempotency key already made it once per (user, key).
          reference: `subscription:${userId}:${idempotencyKey ?? ''}`,
          now: now(),
        });
        return { plan };
      });
      for (const notice of notifications) {
        await notify(notice).catch((error: unknown) => logger.error({ err: error }, 'could not notify'));
      }
      return view(userId, prices);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
