import { Suspense, lazy } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { usePaymentModal } from '../payment-modal-store.ts';
import { PaymentEnvironmentSync } from './payment-environment-sync.tsx';
import { PaymentReturnToast } from './payment-return-toast.tsx';

const PaymentModal = lazy(() => import('./payment-modal.tsx').then((module) => ({ default: module.PaymentModal })));

/**
 * What the main layout mounts for payments (spec: the payment modal is part of the main layout).
 * The modal's code (dialog, forms, Mercado Pago's SDK) loads the first time a payment starts and
 * stays mounted afterwards so the closing animation can play.
 */
export function PaymentOverlays() {
  const requested = useOpenedOnce(usePaymentModal().isOpen);
  return (
    <>
      <PaymentEnvironmentSync />
      <PaymentReturnToast />
      {requested ? (
        <Suspense fallback={null}>
          <PaymentModal />
        </Suspense>
      ) : null}
    </>
  );
}
