import { formatCentavos, type ShootBookingAction, type ShootBookingView, shootBookingActionLabels } from '@passarela/shared';
import { CalendarDays, Clock, ExternalLink, MapPin, MessageCircle, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateBr, formatDateTimeBr } from '../../../lib/format-date.ts';
import { BookingPayDialog } from './booking-pay-dialog.tsx';
import { BookingReceipt } from './booking-receipt.tsx';
import { CancelDialog, DeliverDialog, DisputeDialog, SimpleStepDialog } from './booking-step-dialogs.tsx';

/** The review of a completed booking, composed by the screen (the reviews feature draws it). */
export type BookingReviewSlot = (booking: ShootBookingView) => ReactNode;

/** "Enviar mensagem" to the other side, composed by the screen (the conversations feature draws it). */
export type BookingMessagesSlot = (booking: ShootBookingView, otherName: string) => ReactNode;

/** What the screen composes into each card. */
export interface BookingCardSlots {
  renderReview?: BookingReviewSlot;
  renderMessages?: BookingMessagesSlot;
}

/** The buttons a card offers, in this order; what the caller may do comes from the server (allowed_actions). */
const actionOrder: ShootBookingAction[] = ['pay', 'accept', 'deliver', 'confirm', 'decline', 'cancel', 'dispute'];
const primary = new Set<ShootBookingAction>(['pay', 'accept', 'deliver', 'confirm']);

type OpenDialog = 'pay' | 'accept' | 'decline' | 'deliver' | 'confirm' | 'cancel' | 'dispute' | null;

/**
 * One booking for one of its sides: the package, the day and time, the place, the total, the other
 * side (a message to them; WhatsApp while the API gives it), the deadline of the current step, the receipt with
 * the image-use terms, the allowed steps and, once completed, the review.
 */
export function BookingCard({ booking, renderReview, renderMessages }: { booking: ShootBookingView } & BookingCardSlots) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const isBuyer = booking.role === 'buyer';
  const other = isBuyer ? booking.photographer : booking.buyer;
  const actions = actionOrder.filter((action) => booking.allowed_actions.includes(action));
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <li
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="shoot-booking-card"
      aria-label={`Ensaio: ${booking.package.title}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">Ensaio</p>
          <h3 className="text-lg font-semibold break-words text-gray-900">
            <Link
              to={`/ensaios/${booking.package.id}`}
              className="hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {booking.package.title}
            </Link>
          </h3>
        </div>
        <StatusBadge status={booking.status} label={booking.status_label} />
      </div>
      <dl className="grid gap-2 text-sm text-gray-700 sm:grid-cols-2">
        <Fact term="Data" icon={<CalendarDays className="size-4" />}>
          {formatDateBr(booking.date)}
        </Fact>
        <Fact term="Horário" icon={<Clock className="size-4" />}>
          {booking.start_time} às {booking.end_time}
        </Fact>
        <Fact term="Local" icon={<MapPin className="size-4" />}>
          {booking.place}
        </Fact>
        <div>
          <dt className="sr-only">Total</dt>
          <dd className="font-semibold text-gray-900">{formatCentavos(booking.total_cents)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Party name={other.name} slug={other.profile_slug} photo={other.profile_image_url} caption={isBuyer ? 'Quem fotografa' : 'Quem contratou'} />
        {booking.role !== 'admin' && renderMessages?.(booking, other.name)}
        {other.contact?.whatsapp_url && (
          <a
            href={other.contact.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'sm', className: 'max-w-full min-w-0 bg-emerald-600 hover:bg-emerald-700 active:bg-emerald-800' })}
          >
            <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">WhatsApp de {(other.contact.guardian_name ?? other.name).split(' ')[0]}</span>
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        )}
      </div>
      <StepNote booking={booking} />
      {booking.delivery && (
        <div className="grid gap-1 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-950">
          <p className="font-semibold">Entrega das fotos</p>
          {booking.delivery.link && (
            <a
              href={booking.delivery.link}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="inline-flex items-center gap-1 font-medium break-all text-brand-700 hover:underline"
            >
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              {booking.delivery.link}
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          )}
          {booking.delivery.note && <p className="break-words whitespace-pre-line">{booking.delivery.note}</p>}
        </div>
      )}
      {booking.status === 'disputed' && booking.dispute && (
        <p className="rounded-xl bg-red-50 px-3 py-2 text-sm break-words text-red-900">Disputa aberta: {booking.dispute.reason}</p>
      )}
      <BookingReceipt booking={booking} />
      {actions.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {actions.map((action) => (
            <Button key={action} variant={primary.has(action) ? 'primary' : 'outline'} onClick={() => setDialog(action as OpenDialog)}>
              {action === 'pay' ? `Pagar ${formatCentavos(booking.total_cents)}` : shootBookingActionLabels[action]}
            </Button>
          ))}
        </div>
      )}
      {booking.status === 'completed' && booking.role !== 'admin' && renderReview?.(booking)}
      {actions.includes('pay') && <BookingPayDialog booking={booking} open={dialog === 'pay'} onOpenChange={close} />}
      {(['accept', 'decline', 'confirm'] as const).map(
        (step) => actions.includes(step) && <SimpleStepDialog key={step} step={step} booking={booking} open={dialog === step} onOpenChange={close} />,
      )}
      {actions.includes('deliver') && <DeliverDialog booking={booking} open={dialog === 'deliver'} onOpenChange={close} />}
      {actions.includes('cancel') && <CancelDialog booking={booking} open={dialog === 'cancel'} onOpenChange={close} />}
      {actions.includes('dispute') && <DisputeDialog booking={booking} open={dialog === 'dispute'} onOpenChange={close} />}
    </li>
  );
}

function Fact({ term, icon, children }: { term: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="sr-only">{term}</dt>
      <span className="shrink-0 text-gray-400 [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Party({ name, slug, photo, caption }: { name: string; slug: string | null; photo: string | null; caption: string }) {
  const content = (
    <>
      <ProfilePhoto url={photo} alt="" size={40} sizes="40px" className="size-10 shrink-0 rounded-full" />
      <span className="min-w-0">
        <span className="block text-xs text-gray-500">{caption}</span>
        <span className="block truncate font-medium text-gray-900">{name}</span>
      </span>
    </>
  );
  if (!slug) return <div className="flex min-w-0 items-center gap-3">{content}</div>;
  return (
    <Link
      to={`/perfil/${encodeURIComponent(slug)}`}
      className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {content}
    </Link>
  );
}

/** What the current step waits for, and until when, in words for this side. */
function StepNote({ booking }: { booking: ShootBookingView }) {
  const isBuyer = booking.role === 'buyer';
  let text: string | null = null;
  if (booking.status === 'awaiting_payment' && booking.pay_by) {
    text = isBuyer
      ? `Pague até ${formatDateTimeBr(booking.pay_by)} para garantir o horário.`
      : `Aguardando o pagamento (até ${formatDateTimeBr(booking.pay_by)}).`;
  } else if (booking.status === 'funded' && booking.accept_by) {
    text = isBuyer
      ? `Pago. O fotógrafo tem até ${formatDateTimeBr(booking.accept_by)} para aceitar; se não aceitar, você recebe tudo de volta.`
      : `Pago: aceite ou recuse até ${formatDateTimeBr(booking.accept_by)}. Sem resposta, o valor volta para quem contratou.`;
  } else if (booking.status === 'delivered' && booking.auto_release_at) {
    text = isBuyer
      ? `Confira as fotos e confirme o recebimento. Sem resposta, o valor é liberado ao fotógrafo em ${formatDateTimeBr(booking.auto_release_at)}.`
      : `Aguardando a confirmação. O valor é liberado automaticamente em ${formatDateTimeBr(booking.auto_release_at)}.`;
  } else if (booking.status === 'accepted') {
    text = isBuyer ? 'Ensaio confirmado. O valor fica retido até a entrega das fotos.' : 'Depois do ensaio, marque as fotos como entregues.';
  } else if (booking.cancellation && booking.cancellation.refund_cents > 0) {
    text = `Reembolso de ${formatCentavos(booking.cancellation.refund_cents)} feito na carteira de quem contratou.`;
  }
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="shoot-step-note">
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
