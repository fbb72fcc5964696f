import { z } from 'zod';
import { subscriptionPlans } from '../payments/payments-api.ts';

/**
 * PRO (docs/product.md "Subscription"; docs/product.md "Spec 4": PRO holds only when subscription_type is 'pro'
 * and subscription_expires_at is in the future). Paying extends from the later of now and the
 * current end: 1 month or 1 year.
 */
export function isProActive(subscriptionType: string | null | undefined, expiresAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (subscriptionType !== 'pro' || !expiresAt) return false;
  return new Date(expiresAt).getTime() > now.getTime();
}

export const subscriptionPlanLabels: Record<(typeof subscriptionPlans)[number], string> = { monthly: 'PRO Mensal', yearly: 'PRO Anual' };

/** The new end of a PRO bought at `now` on top of `currentEnd` (extension, never a loss of days). */
export function extendSubscription(currentEnd: Date | null, plan: (typeof subscriptionPlans)[number], now: Date = new Date()): Date {
  const start = currentEnd && currentEnd.getTime() > now.getTime() ? new Date(currentEnd) : new Date(now);
  if (plan === 'monthly') start.setUTCMonth(start.getUTCMonth() + 1);
  else start.setUTCFullYear(start.getUTCFullYear() + 1);
  return start;
}

/** GET /api/subscription → plans with prices from app settings and the user's current PRO. */
export const subscriptionViewSchema = z.object({
  is_pro: z.boolean(),
  expires_at: z.string().nullable(),
  plans: z.array(z.object({ plan: z.enum(subscriptionPlans), label: z.string(), price_cents: z.number().int() })),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** POST /api/subscription/purchase-with-wallet (Idempotency-Key) { plan } → 200 subscriptionView. */
export const purchaseWithWalletBodySchema = z.object({ plan: z.enum(subscriptionPlans) }).strict();
