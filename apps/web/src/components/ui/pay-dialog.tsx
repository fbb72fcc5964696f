import type { CreatePaymentPreferenceBody } from '@passarela/shared';
import type { ReactNode } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { startPayment } from '../../lib/start-payment.ts';
import { Dialog, type DialogProps } from './dialog.tsx';
import { PayChoices, toastWalletPayFailure } from './pay-choices.tsx';

/** Whether a pay dialog is open, and how it opens and closes. */
export type PayDialogState = Pick<DialogProps, 'open' | 'onOpenChange'>;

/** The mutation that pays from the wallet (one idempotency key per click). */
interface WalletPayment {
  mutate: (variables: { id: string; idempotencyKey: string }, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * 'Pagar' on something held in escrow (a contract, a shoot booking): the dialog with the two ways to
 * pay, the wallet's balance from the session. The wallet pays item `id` through `walletPayment`
 * (then `onPaidWithWallet`, and the dialog closes); the payment modal starts with `payment` once the
 * dialog has closed. `children` are the notes shown above the choices.
 */
export function PayDialog({
  id,
  title,
  description,
  amountCents,
  walletPayment,
  onPaidWithWallet,
  payment,
  children,
  ...dialog
}: PayDialogState & {
  id: string;
  title: string;
  description: string;
  amountCents: number;
  walletPayment: WalletPayment;
  onPaidWithWallet?: () => void;
  payment: CreatePaymentPreferenceBody;
  children?: ReactNode;
}) {
  const session = useSession();
  const payWithWallet = () =>
    walletPayment.mutate(
      { id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          onPaidWithWallet?.();
          dialog.onOpenChange(false);
        },
        onError: toastWalletPayFailure,
      },
    );
  const payDirectly = () => {
    dialog.onOpenChange(false);
    startPayment(payment);
  };
  return (
    <Dialog {...dialog} title={title} description={description}>
      {children}
      <PayChoices
        balanceReais={session.user?.wallet_balance ?? 0}
        amountCents={amountCents}
        isPaying={walletPayment.isPending}
        onPayWithWallet={payWithWallet}
        onPayDirectly={payDirectly}
      />
    </Dialog>
  );
}
