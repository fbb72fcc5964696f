import { formatCentavos, SHOOT_BOLETO_UNAVAILABLE_TEXT, type ShootBookingView, shootBoletoAllowed } from '@passarela/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PayChoices, toastWalletPayFailure } from '../../../components/ui/pay-choices.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { startPayment } from '../../../lib/start-payment.ts';
import { toast } from '../../../lib/toast.ts';
import { usePayShootBookingWithWallet } from '../api/pay-shoot-booking-with-wallet.ts';

/** Where the buyer lands after paying: her bookings. */
export const SHOOT_BOOKINGS_PATH = '/dashboard?tab=shoots';

/**
 * 'Pagar' on a booking awaiting payment: the server's total, from the wallet or through the
 * payment modal (card, Pix, boleto; boleto only for a shoot far enough away to be confirmed in
 * time, docs/payments.md "Shoot bookings"). Either way the money is held until the photos are delivered.
 */
export function BookingPayDialog({ booking, open, onOpenChange }: { booking: ShootBookingView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const pay = usePayShootBookingWithWallet();

  const payWithWallet = () =>
    pay.mutate(
      { id: booking.id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: 'Ensaio pago!', description: 'O valor fica retido até você confirmar o recebimento das fotos.' });
          onOpenChange(false);
        },
        onError: toastWalletPayFailure,
      },
    );

  const payDirectly = () => {
    onOpenChange(false);
    startPayment({ purpose: 'shoot_booking', booking_id: booking.id, metadata: { success_url: SHOOT_BOOKINGS_PATH } });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pagar ensaio"
      description={`${booking.package.title}: ${formatCentavos(booking.total_cents)}. O valor fica retido e só é liberado ao fotógrafo depois da entrega das fotos.`}
    >
      {booking.pay_by && (
        <p className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">Horário reservado até {formatDateTimeBr(booking.pay_by)}. Pague até lá para garantir.</p>
      )}
      {!shootBoletoAllowed(booking.starts_at) && <p className="mb-3 text-sm text-gray-700">{SHOOT_BOLETO_UNAVAILABLE_TEXT}</p>}
      <PayChoices
        balanceReais={session.user?.wallet_balance ?? 0}
        amountCents={booking.total_cents}
        isPaying={pay.isPending}
        onPayWithWallet={payWithWallet}
        onPayDirectly={payDirectly}
      />
    </Dialog>
  );
}
