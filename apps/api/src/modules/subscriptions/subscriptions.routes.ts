import { IDEMPOTENCY_KEY_HEADER, purchaseWithWalletBodySchema, subscriptionViewSchema } from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** PRO: plans and prices, the caller's PRO, and buying it with wallet money. */
export const subscriptionsRoutes = routesPlugin('subscriptions', (route, { subscriptionsService: service }) => {
  route.get(
    '/api/subscription',
    { access: 'user', summary: "The PRO plans with their prices and the caller's PRO", response: { 200: subscriptionViewSchema } },
    async (request) => service.get(request.sessionUser.id),
  );

  route.post(
    '/api/subscription/purchase-with-wallet',
    {
      access: 'user',
      requireVerifiedEmail: true,
      summary: 'Buy or extend PRO with wallet money (Idempotency-Key header); 409 INSUFFICIENT_BALANCE when short',
      body: purchaseWithWalletBodySchema,
      response: { 200: subscriptionViewSchema },
    },
    async (request) => service.purchaseWithWallet(request.sessionUser.id, request.body.plan, headerValue(request.headers[IDEMPOTENCY_KEY_HEADER])),
  );
});
