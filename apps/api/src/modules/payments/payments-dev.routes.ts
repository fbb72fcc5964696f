import { randomUUID } from 'node:crypto';
import { paymentViewSchema, simulatePaymentBodySchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PaymentProvider, PaymentProviderError, type ProviderPayment } from '../../lib/payments/payment-provider.ts';
import { signWebhook } from '../../lib/payments/webhook-signature.ts';
import { routesOf } from '../../plugins/route-declaration.ts';
import { paymentView } from './payments.service.ts';
import { paymentParamsSchema } from './payment-params.ts';

/** What the sandbox provider adds over the interface: paying (or refusing) a pending Pix or boleto. */
interface SimulatingProvider extends PaymentProvider {
  simulateSettlement(providerPaymentId: string, outcome: 'approved' | 'rejected'): Promise<ProviderPayment>;
}

function canSimulate(provider: PaymentProvider): provider is SimulatingProvider {
  return typeof (provider as Partial<SimulatingProvider>).simulateSettlement === 'function';
}

/**
 * Development only (registered outside production and only with the sandbox provider): settles a
 * pending sandbox payment as if the payer had paid the Pix or boleto, then delivers the signed
 * notification to our own webhook, so the path exercised is the real one (signature, re-fetch,
 * forward-only status, settle once).
 */
export async function paymentsDevRoutes(app: AppInstance) {
  const { paymentsService: service, paymentProvider: provider } = app.services;
  const payments = app.config.payments;
  if (!canSimulate(provider) || payments.provider !== 'sandbox') return;
  const webhookSecret = payments.webhookSecret;

  routesOf(app, 'dev').post(
    '/api/dev/payments/:paymentId/simulate',
    {
      access: 'user',
      summary: 'Development only (sandbox): pay or refuse a pending Pix or boleto, through a signed webhook',
      params: paymentParamsSchema,
      body: simulatePaymentBodySchema,
      response: { 200: paymentViewSchema },
    },
    async (request) => {
      const caller = request.sessionUser;
      const row = await service.findVisible(caller, request.params.paymentId);
      if (!row.providerPaymentId) throw new AppError('TRANSITION_NOT_ALLOWED');
      try {
        await provider.simulateSettlement(row.providerPaymentId, request.body.outcome);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw new AppError('TRANSITION_NOT_ALLOWED');
        throw error;
      }

      const requestId = randomUUID();
      const delivered = await app.inject({
        method: 'POST',
        url: `/api/payments/webhooks/sandbox?data.id=${encodeURIComponent(row.providerPaymentId)}&type=payment`,
        headers: { 'x-request-id': requestId, 'x-signature': signWebhook({ secret: webhookSecret, dataId: row.providerPaymentId, requestId }) },
        payload: { action: 'payment.updated', type: 'payment', data: { id: row.providerPaymentId } },
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ statusCode: delivered.statusCode, body: delivered.body }, 'simulated webhook was not accepted');
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
      return paymentView(await service.findVisible(caller, row.id));
    },
  );
}
