import { IDEMPOTENCY_KEY_HEADER, purchaseWithWalletBodySchema, subscriptionViewSchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** PRO: plans and prices, the caller's PRO, and buying it with wallet money. */
export async function subscriptionsRoutes(app: AppInstance) {
  const { subscriptionsService: service } = app.services;

  app.get(
    '/api/subscription',
    {
      config: { access: 'user' },
      schema: { tags: ['subscriptions'], summary: "The PRO plans with their prices and the caller's PRO", response: { 200: subscriptionViewSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(requireSessionUser(request).id);
    },
  );

  app.post(
    '/api/subscription/purchase-with-wallet',
    {
      config: { access: 'user', requireVerifiedEmail: true },
      schema: {
        tags: ['subscriptions'],
        summary: 'Buy or extend PRO with wallet money (Idempotency-Key header); 409 INSUFFICIENT_BALANCE when short',
        body: purchaseWithWalletBodySchema,
        response: { 200: subscriptionViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.purchaseWithWallet(requireSessionUser(request).id, request.body.plan, headerValue(request.headers[IDEMPOTENCY_KEY_HEADER]));
    },
  );
}
