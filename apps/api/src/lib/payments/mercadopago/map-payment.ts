import { type PaymentStatus, paymentStatuses } from '@passarela/shared';
import type { Payment } from 'mercadopago';
import type { ProviderPayment } from '../payment-provider.ts';

type PaymentResponse = Awaited<ReturnType<Payment['get']>>;

const knownStatuses: ReadonlySet<string> = new Set(paymentStatuses);

/** Reais (Mercado Pago's unit, a float) to integer centavos without float drift (10.1 * 100). */
export function reaisToCents(reais: number | undefined): number {
  return Math.round((reais ?? 0) * 100);
}

/** Centavos to the reais Mercado Pago expects (1050 → 10.5). */
export function centsToReais(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

/** Mercado Pago's payment answer in our terms (docs/payments.md "Pix and boleto"). */
export function mapMercadoPagoPayment(payment: PaymentResponse): ProviderPayment {
  if (payment.id === undefined || payment.id === null) throw new Error('Mercado Pago answered a payment without id');
  // A status we do not know yet is kept as pending: money only moves on 'approved'.
  const status = (payment.status && knownStatuses.has(payment.status) ? payment.status : 'pending') as PaymentStatus;
  const transactionData = payment.point_of_interaction?.transaction_data;
  const details = payment.transaction_details;
  // The top-level barcode is what the API sends for boletos; the SDK types only know the nested one.
  const barcode = (payment as { barcode?: { content?: string } }).barcode?.content ?? details?.barcode?.content ?? null;

  return {
    providerPaymentId: String(payment.id),
    externalReference: payment.external_reference ?? null,
    status,
    statusDetail: payment.status_detail ?? null,
    amountCents: reaisToCents(payment.transaction_amount),
    paymentMethodId: payment.payment_method_id ?? null,
    pix: transactionData?.qr_code
      ? {
          qr_code: transactionData.qr_code,
          qr_code_base64: transactionData.qr_code_base64 ?? '',
          ticket_url: transactionData.ticket_url ?? null,
          expires_at: payment.date_of_expiration ?? null,
        }
      : null,
    boleto:
      (payment.payment_type_id === 'ticket' || payment.payment_method_id === 'bolbradesco') && details?.external_resource_url
        ? {
            url: details.external_resource_url,
            barcode,
            digitable_line: details.digitable_line ?? null,
            expires_at: payment.date_of_expiration ?? null,
          }
        : null,
  };
}
