import {
  createPaymentPreferenceBodySchema,
  paymentPreferenceResponseSchema,
  paymentPublicKeyResponseSchema,
  paymentViewSchema,
  processPaymentBodySchema,
  processPaymentResponseSchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { routesOf } from '../../plugins/route-declaration.ts';
import { paymentsDevRoutes } from './payments-dev.routes.ts';
import type { PaymentsService } from './payments.service.ts';
import { paymentsWebhookRoutes } from './payments-webhook.routes.ts';
import { paymentParamsSchema } from './payment-params.ts';

/**
 * Payments (docs/product.md "Spec 7" "Server functions" as REST): the public key, preferences, processing,
 * a payment's state, the provider webhooks and, outside production with the sandbox, a simulate
 * route for Pix and boleto. `paymentProvider` is the one the app takes payments with.
 */
export async function paymentsRoutes(app: AppInstance) {
  const { paymentsService, paymentProvider } = app.services;
  await registerPaymentRoutes(app, paymentsService);
  await app.register(paymentsWebhookRoutes);
  // A development tool: in production, or with Mercado Pago, the route does not exist at all.
  if (app.config.env !== 'production' && paymentProvider.name === 'sandbox') await app.register(paymentsDevRoutes);
}

async function registerPaymentRoutes(app: AppInstance, service: PaymentsService) {
  const route = routesOf(app, 'payments');

  route.get(
    '/api/payments/public-key',
    { access: 'user', summary: "The payment form's public key and which provider takes payments", response: { 200: paymentPublicKeyResponseSchema } },
    async () => service.publicKey(),
  );

  route.post(
    '/api/payments/preferences',
    {
      access: 'user',
      requireVerifiedEmail: true,
      summary: 'Start a payment: the server decides amount and description from the purpose',
      body: createPaymentPreferenceBodySchema,
      response: { 201: paymentPreferenceResponseSchema },
    },
    async (request, reply) => reply.status(201).send(await service.createPreference(request.sessionUser, request.body)),
  );

  route.post(
    '/api/payments/process',
    {
      access: 'user',
      requireVerifiedEmail: true,
      summary: "Submit the payment form for one of the caller's payments (a second submit answers the first result)",
      body: processPaymentBodySchema,
      response: { 200: processPaymentResponseSchema },
    },
    async (request) => service.process(request.sessionUser, request.body),
  );

  route.get(
    '/api/payments/:paymentId',
    {
      access: 'user',
      summary: "One of the caller's payments (admins: any), polled by the Pix and boleto screens",
      params: paymentParamsSchema,
      response: { 200: paymentViewSchema },
    },
    async (request) => service.view(request.sessionUser, request.params.paymentId),
  );
}
