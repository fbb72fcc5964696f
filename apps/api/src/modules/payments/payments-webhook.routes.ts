import { paymentProviders, textInput } from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { routesOf } from '../../plugins/route-declaration.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * The provider's notifications. Unlike every other route these schemas accept unknown fields:
 * Mercado Pago adds fields to its notifications over time, and refusing one with 400 would make
 * it retry for ever. Nothing from the body is trusted anyway (the payment is re-fetched).
 */
const webhookQuerySchema = z.looseObject({
  'data.id': textInput({ max: 100 }).optional(),
  type: textInput({ max: 100 }).optional(),
  topic: textInput({ max: 100 }).optional(),
});
const webhookBodySchema = z.looseObject({}).optional();
const receivedSchema = z.object({ received: z.literal(true) });

export async function paymentsWebhookRoutes(app: AppInstance) {
  // One path per provider, as each is configured at the provider; only the active one verifies.
  for (const provider of paymentProviders) registerWebhook(app, app.services.paymentsService, provider);
}

function registerWebhook(app: AppInstance, service: PaymentsService, provider: (typeof paymentProviders)[number]) {
  routesOf(app, 'payments').post(
    `/api/payments/webhooks/${provider}`,
    {
      // Server to server, authenticated by the HMAC signature. No origin exemption is needed: the
      // origin check lets a request without Origin through when it carries no cookie, which is
      // how providers call; one with a cookie still needs our Origin (no CSRF via this path).
      access: 'public',
      summary: "Payment provider notification (signed): re-fetches the payment and applies the provider's status once",
      querystring: webhookQuerySchema,
      body: webhookBodySchema,
      response: { 200: receivedSchema },
    },
    async (request) => {
      const query = Object.fromEntries(Object.entries(request.query).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]));
      await service.handleWebhook(provider, { query, headers: request.headers, body: request.body });
      return { received: true as const };
    },
  );
}
