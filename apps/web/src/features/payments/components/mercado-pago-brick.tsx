import { Payment, initMercadoPago } from '@mercadopago/sdk-react';
import { MAX_INSTALLMENTS } from '@passarela/shared';
import { memo, useMemo } from 'react';
import { fromBrickFormData } from '../lib/brick-form-data.ts';
import type { EnabledPaymentMethods } from '../lib/enabled-payment-methods.ts';
import type { PaymentFormData } from '../lib/payment-flow.ts';

let initializedWith: string | null = null;

/** initMercadoPago once per key (docs/payments.md: once, before rendering the Brick). */
function ensureInitialized(publicKey: string) {
  if (initializedWith === publicKey) return;
  initMercadoPago(publicKey, { locale: 'pt-BR' });
  initializedWith = publicKey;
}

interface MercadoPagoBrickProps {
  publicKey: string;
  amount: number;
  preferenceId: string;
  methods: EnabledPaymentMethods;
  onSubmit: (formData: PaymentFormData | null) => Promise<void>;
}

/**
 * Mercado Pago's Payment Brick, only in its own chunk (it is heavy and loads a script from
 * Mercado Pago). Everything it receives is memoized: a new identity remounts the Brick and loses
 * what the payer typed (docs/payments.md pitfalls).
 */
export const MercadoPagoBrick = memo(function MercadoPagoBrick({ publicKey, amount, preferenceId, methods, onSubmit }: MercadoPagoBrickProps) {
  ensureInitialized(publicKey);
  const initialization = useMemo(() => ({ amount, preferenceId }), [amount, preferenceId]);
  const customization = useMemo(
    () => ({
      paymentMethods: {
        ...(methods.card ? { creditCard: 'all' as const, debitCard: 'all' as const } : {}),
        ...(methods.boleto ? { ticket: 'all' as const } : {}),
        ...(methods.pix ? { bankTransfer: 'all' as const } : {}),
        ...(methods.wallet ? { mercadoPago: 'all' as const } : {}),
        maxInstallments: MAX_INSTALLMENTS,
      },
    }),
    [methods.card, methods.boleto, methods.pix, methods.wallet],
  );
  const handleSubmit = useMemo(
    () =>
      ({ paymentType, formData }: { paymentType: unknown; formData: unknown }) =>
        onSubmit(fromBrickFormData(paymentType, formData)),
    [onSubmit],
  );
  // The Brick's own types demand at least one method; the flow refuses to start without one.
  return <Payment initialization={initialization} customization={customization as never} onSubmit={handleSubmit} />;
});
