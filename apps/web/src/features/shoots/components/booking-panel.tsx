import { formatCentavos, type ShootBookingView, type ShootPackageView, SHOOT_NOTE_MAX, shootCancellationPolicyText } from '@passarela/shared';
import { Pencil, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useCreateShootBooking } from '../api/create-shoot-booking.ts';
import { type BookingDraft, type BookingDraftErrors, bookingRequest, bookingTotalCents, emptyBookingDraft, fullRefundDeadline, slotStartsAt } from '../lib/booking-form.ts';
import { BookingPayDialog } from './booking-pay-dialog.tsx';
import { ImageUseFields } from './image-use-fields.tsx';
import { SlotPicker } from './slot-picker.tsx';

/** Codes whose message is about the chosen time: shown under the slot picker, which refreshes. */
const slotErrorCodes = new Set(['SHOOT_SLOT_TAKEN', 'SHOOT_SLOT_UNAVAILABLE']);

/**
 * 'Agendar ensaio' on a package page: a free date and time, extras, a note, the image-use terms,
 * the total and the cancellation rule (shown before paying), then the booking holds the slot and
 * the pay dialog opens. Guests get the login modal; photographers and admins cannot book.
 */
export function BookingPanel({ pkg }: { pkg: ShootPackageView }) {
  const session = useSession();
  const create = useCreateShootBooking();
  const [draft, setDraft] = useState<BookingDraft>(emptyBookingDraft);
  const [errors, setErrors] = useState<BookingDraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [booking, setBooking] = useState<ShootBookingView | null>(null);
  const [paying, setPaying] = useState(false);
  const noteId = useId();
  const headingId = useId();
  const total = bookingTotalCents(pkg.price_cents, pkg.extras, draft.extraIds);
  const change = (next: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...next }));

  if (pkg.is_mine) {
    return (
      <aside className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
        <p className="text-sm text-gray-700">Este é um dos seus ensaios. Edite, pause ou veja os agendamentos no painel.</p>
        <Link to="/dashboard?tab=shoots" className={buttonVariants({ variant: 'outline', className: 'mt-3 w-full' })}>
          <Pencil className="size-4" aria-hidden="true" />
          Gerenciar meus ensaios
        </Link>
      </aside>
    );
  }

  const userType = session.user?.user_type;
  const canBook = userType === 'model' || userType === 'contractor';
  const startsAt = draft.date && draft.startTime ? slotStartsAt(draft.date, draft.startTime) : null;

  function submit() {
    if (session.status === 'loading') return;
    if (session.status === 'guest') {
      openAuthModal('login');
      return;
    }
    const request = bookingRequest(pkg.id, draft);
    if ('errors' in request) {
      setErrors(request.errors);
      setFormError('Confira os campos destacados.');
      return;
    }
    setErrors({});
    setFormError(null);
    create.mutate(request.body, {
      onSuccess: (created) => {
        setBooking(created);
        setPaying(true);
      },
      onError: (error) => {
        if (isApiError(error) && slotErrorCodes.has(error.code)) {
          change({ date: null, startTime: null });
          setErrors({ slot: error.message });
          setFormError(error.message);
        } else setFormError(error.message);
      },
    });
  }

  return (
    <aside aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" data-testid="booking-panel">
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        Agendar ensaio
      </h2>
      {pkg.status === 'paused' ? (
        <p className="mt-2 text-sm text-gray-700">Este ensaio está pausado e não aceita agendamentos.</p>
      ) : session.status === 'authenticated' && !canBook ? (
        <p className="mt-2 text-sm text-gray-700">Ensaios são agendados por modelos e contratantes. Entre com uma conta de modelo ou contratante para agendar.</p>
      ) : booking ? (
        <div className="mt-3 grid gap-3">
          <p className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            Horário reservado para {formatDateTimeBr(booking.starts_at)}. Total: {formatCentavos(booking.total_cents)}.
          </p>
          <Button onClick={() => setPaying(true)}>Pagar {formatCentavos(booking.total_cents)}</Button>
          <Link to="/dashboard?tab=shoots" className={buttonVariants({ variant: 'outline' })}>
            Ver meus ensaios
          </Link>
          <BookingPayDialog booking={booking} open={paying} onOpenChange={setPaying} />
        </div>
      ) : (
        <form
          className="mt-4 grid gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SlotPicker
            packageId={pkg.id}
            date={draft.date}
            startTime={draft.startTime}
            onChange={({ date, startTime }) => change({ date, startTime })}
            error={errors.slot}
          />
          {pkg.extras.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-gray-900">Extras</legend>
              {pkg.extras.map((extra) => {
                const checked = draft.extraIds.includes(extra.id);
                return (
                  <label
                    key={extra.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 text-sm text-gray-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={checked}
                      onChange={() => change({ extraIds: checked ? draft.extraIds.filter((id) => id !== extra.id) : [...draft.extraIds, extra.id] })}
                    />
                    <span className="min-w-0 flex-1 break-words">{extra.label}</span>
                    <span className="shrink-0 font-medium">+ {formatCentavos(extra.price_cents)}</span>
                  </label>
                );
              })}
            </fieldset>
          )}
          <ImageUseFields
            name={pkg.id}
            who={draft.who}
            where={draft.where}
            duration={draft.duration}
            onChange={(terms) => change(terms)}
            errors={errors}
          />
          <div className="grid gap-1.5">
            <label htmlFor={noteId} className="text-sm font-medium text-gray-900">
              Observação para o fotógrafo (opcional)
            </label>
            <textarea
              id={noteId}
              rows={3}
              maxLength={SHOOT_NOTE_MAX}
              value={draft.note}
              onChange={(event) => change({ note: event.target.value })}
              placeholder="Ex.: quero looks casuais e um de gala."
              className="block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            {errors.note && <p className="text-sm font-medium text-red-700">{errors.note}</p>}
          </div>
          <section aria-label="Cancelamento" className="rounded-xl bg-gray-50 p-3 text-sm text-gray-700" data-testid="cancellation-rule">
            <p className="font-semibold text-gray-900">Regra de cancelamento</p>
            <p className="mt-1">{shootCancellationPolicyText}</p>
            {startsAt && <p className="mt-1 font-medium text-gray-900">Reembolso total se você cancelar até {formatDateTimeBr(fullRefundDeadline(startsAt))}.</p>}
          </section>
          <div className="flex items-baseline justify-between gap-3 border-t border-gray-200 pt-4">
            <span className="text-sm text-gray-700">Total</span>
            <span className="text-2xl font-bold text-gray-900" data-testid="booking-total">
              {formatCentavos(total)}
            </span>
          </div>
          {formError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          )}
          <Button type="submit" size="lg" isLoading={create.isPending}>
            Agendar e pagar
          </Button>
          <p className="flex items-start gap-2 text-xs text-gray-600">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            Pagamento protegido: o valor fica retido pela Passarela e só é liberado ao fotógrafo depois que você confirmar a entrega das fotos (ou 7 dias após a entrega).
          </p>
        </form>
      )}
    </aside>
  );
}
