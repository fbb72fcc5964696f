import { CircleCheck, CircleX } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PaymentModalState } from '../lib/payment-flow.ts';
import { PAYMENT_FORM_DELAY_MS, paymentMessages as text, successMessage } from '../lib/payment-messages.ts';
import { paymentFlow, usePaymentModal } from '../payment-modal-store.ts';
import { PendingPaymentPanel } from './pending-payment-panel.tsx';
import { SandboxPaymentForm } from './sandbox-payment-form.tsx';

// Mercado Pago's SDK is heavy and only used with real keys: its own chunk, loaded on demand.
const MercadoPagoBrick = lazy(() => import('./mercado-pago-brick.tsx').then((module) => ({ default: module.MercadoPagoBrick })));

/**
 * 'Finalizar Pagamento' (docs/product.md "Spec 2", "Spec 4"): one dialog for every payment, driven by the
 * payment flow's state. Closing while a payment is processing is refused, so its answer always
 * lands on a screen.
 */
export function PaymentModal() {
  const state = usePaymentModal();
  const navigate = useNavigate();

  const close = useCallback(() => {
    const { navigateTo } = paymentFlow.close();
    if (navigateTo) void navigate(navigateTo);
  }, [navigate]);

  return (
    <Dialog
      open={state.isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={text.modalTitle}
      description={state.preference?.transaction.description ?? text.modalFallbackDescription}
    >
      <PaymentModalBody state={state} onClose={close} />
    </Dialog>
  );
}

export function PaymentModalBody({ state, onClose }: { state: PaymentModalState; onClose: () => void }) {
  switch (state.phase) {
    case 'creating_preference':
      return <BusyNotice label="Preparando o pagamento..." />;
    case 'processing':
      return <BusyNotice label="Processando o pagamento..." />;
    case 'ready_for_payment':
      return <DelayedPaymentForm state={state} />;
    case 'success': {
      const result = state.result;
      if (result?.status === 'pending' && (result.payment.pix || result.payment.boleto)) {
        return <PendingPaymentPanel result={result} isSandbox={state.provider === 'sandbox'} onClose={onClose} />;
      }
      return (
        <Outcome
          icon={<CircleCheck className="size-14 text-emerald-600" aria-hidden="true" />}
          title={text.successTitle}
          message={successMessage(state.preference?.transaction.description)}
          onClose={onClose}
        />
      );
    }
    case 'error':
      return (
        <Outcome
          icon={<CircleX className="size-14 text-red-600" aria-hidden="true" />}
          title={text.errorTitle}
          message={state.errorMessage ?? text.errorDefault}
          onClose={onClose}
          alert
        />
      );
    default:
      return null;
  }
}

function BusyNotice({ label }: { label: string }) {
  return (
    // <output> is a polite live region: screen readers hear what is happening.
    <output className="flex flex-col items-center gap-3 py-10 text-sm text-gray-700">
      <Spinner className="text-brand-600" />
      {label}
    </output>
  );
}

function Outcome({ icon, title, message, onClose, alert = false }: { icon: ReactNode; title: string; message: string; onClose: () => void; alert?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      {icon}
      {/* Announced as a whole: a refusal interrupts (alert), an approval waits its turn (output). */}
      {alert ? (
        <div role="alert" className="contents">
          <h3 className="text-xl font-bold text-gray-900">{title}</h3>
          <p className="text-sm text-gray-700">{message}</p>
        </div>
      ) : (
        <output className="contents">
          <h3 className="text-xl font-bold text-gray-900">{title}</h3>
          <p className="text-sm text-gray-700">{message}</p>
        </output>
      )}
      <Button className="mt-3 w-full" onClick={onClose}>
        Fechar
      </Button>
    </div>
  );
}

/** Spec: the payment form is created after a 200 ms delay, and refused without a preference. */
function DelayedPaymentForm({ state }: { state: PaymentModalState }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(paymentFlow.formOpened()), PAYMENT_FORM_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready || !state.preference) return <BusyNotice label="Carregando formulário de pagamento..." />;
  const { preference, methods } = state;
  const boletoNote = preference.unavailable_methods?.boleto;
  const note = boletoNote ? (
    <p className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="payment-method-note">
      {boletoNote}
    </p>
  ) : null;
  if (state.provider === 'mercadopago' && state.publicKey) {
    return (
      <>
        {note}
        <Suspense fallback={<BusyNotice label="Carregando formulário de pagamento..." />}>
          <MercadoPagoBrick
            publicKey={state.publicKey}
            amount={preference.transaction.amount_cents / 100}
            preferenceId={preference.preferenceId}
            methods={methods}
            onSubmit={paymentFlow.submit}
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {note}
      <SandboxPaymentForm amountCents={preference.transaction.amount_cents} methods={methods} payerEmail={state.payerEmail} onSubmit={paymentFlow.submit} />
    </>
  );
}
