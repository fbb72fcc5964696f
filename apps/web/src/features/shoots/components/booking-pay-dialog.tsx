import { formatCentavos, SHOOT_BOLETO_UNAVAILABLE_TEXT, type ShootBookingView, shootBoletoAllowed } from '@passarela/shared';
import { PayDialog, type PayDialogState } from '../../../components/ui/pay-dialog.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { usePayShootBookingWithWallet } from '../api/pay-shoot-booking-with-wallet.ts';

/** Where the buyer lands after paying: her bookings. */
export const SHOOT_BOOKINGS_PATH = '/dashboard?tab=shoots';

/**
 * 'Pagar' on a booking awaiting payment: the server's total, from the wallet or through the
 * payment modal (card, Pix, boleto; boleto only for a shoot far enough away to be confirmed in
 * time, docs/payments.md "Shoot bookings"). Either way the money is held until the photos are delivered.
 */
export function BookingPayDialog({ booking, ...dialog }: { booking: ShootBookingView } & PayDialogState) {
  const pay = usePayShootBookingWithWallet();
  const paid = () => toast({ variant: 'success', title: 'Ensaio pago!', description: 'O valor fica retido até você confirmar o recebimento das fotos.' });

  return (
    <PayDialog
      {...dialog}
      id={booking.id}
      title="Pagar ensaio"
      description={`${booking.package.title}: ${formatCentavos(booking.total_cents)}. O valor fica retido e só é liberado ao fotógrafo depois da entrega das fotos.`}
      amountCents={booking.total_cents}
      walletPayment={pay}
      onPaidWithWallet={paid}
      payment={{ purpose: 'shoot_booking', booking_id: booking.id, metadata: { success_url: SHOOT_BOOKINGS_PATH } }}
    >
      {booking.pay_by && (
        <p className="mb-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">Horário reservado até {formatDateTimeBr(booking.pay_by)}. Pague até lá para garantir.</p>
      )}
      {!shootBoletoAllowed(booking.starts_at) && <p className="mb-3 text-sm text-gray-700">{SHOOT_BOLETO_UNAVAILABLE_TEXT}</p>}
    </PayDialog>
  );
}
