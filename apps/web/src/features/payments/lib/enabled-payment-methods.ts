import { isPaymentMethodEnabled, type PublicSettings } from '@passarela/shared';

/** Which of the four PAYMENT_METHOD_* settings are on (spec "app_settings"). */
export interface EnabledPaymentMethods {
  card: boolean;
  pix: boolean;
  boleto: boolean;
  wallet: boolean;
}

export function enabledPaymentMethods(settings: PublicSettings): EnabledPaymentMethods {
  return {
    card: isPaymentMethodEnabled(settings, 'PAYMENT_METHOD_CREDIT_CARD'),
    pix: isPaymentMethodEnabled(settings, 'PAYMENT_METHOD_PIX'),
    boleto: isPaymentMethodEnabled(settings, 'PAYMENT_METHOD_BOLETO'),
    wallet: isPaymentMethodEnabled(settings, 'PAYMENT_METHOD_MERCADOPAGO'),
  };
}

export function hasAnyPaymentMethod(methods: EnabledPaymentMethods): boolean {
  return methods.card || methods.pix || methods.boleto || methods.wallet;
}
