import type { AppConfig } from '../../config/env.ts';
import { MercadoPagoPaymentProvider } from './mercadopago-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';

/** Mercado Pago when its keys are configured, else the local sandbox (config/env.ts decides). */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  const payments = config.payments;
  if (payments.provider === 'mercadopago') {
    return new MercadoPagoPaymentProvider({
      accessToken: payments.accessToken,
      publicKey: payments.publicKey,
      webhookSecret: payments.webhookSecret,
      ...(payments.apiBaseUrl ? { apiBaseUrl: payments.apiBaseUrl } : {}),
    });
  }
  return new SandboxPaymentProvider({ dir: payments.sandboxDir, webhookSecret: payments.webhookSecret });
}
