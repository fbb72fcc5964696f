import { formatCentavos, type ShootBookingView, SHOOT_NOTE_MAX, shootCancellationOutcome } from '@passarela/shared';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDateBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { type ShootBookingStep, useShootBookingStep } from '../api/shoot-booking-steps.ts';

const textareaClassName =
  'block w-full rounded-xl border border-gray-300 bg-white px-4 py-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600';

const stepToasts: Record<ShootBookingStep, { title: string; description?: string }> = {
  accept: { title: 'Ensaio aceito!', description: 'Combine os detalhes com quem contratou.' },
  decline: { title: 'Ensaio recusado', description: 'O valor foi devolvido a quem contratou.' },
  deliver: { title: 'Entrega registrada', description: 'Quem contratou foi avisado para conferir as fotos.' },
  confirm: { title: 'Recebimento confirmado!', description: 'O valor foi liberado ao fotógrafo. Agora vocês podem se avaliar.' },
  cancel: { title: 'Ensaio cancelado' },
  dispute: { title: 'Disputa aberta', description: 'Nossa equipe vai analisar e decidir o destino do valor.' },
};

/** One step of a booking through a dialog: the body's fields, Voltar and the step's button. */
function StepDialog({
  booking,
  step,
  title,
  description,
  confirmLabel,
  open,
  onOpenChange,
  body,
  validate,
  children,
}: {
  booking: ShootBookingView;
  step: ShootBookingStep;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  body?: () => Record<string, unknown>;
  /** A message when the fields are not ready yet. */
  validate?: () => string | null;
  children?: ReactNode;
}) {
  const run = useShootBookingStep();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        className="grid gap-4"
        noValidate
        aria-describedby={error ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const problem = validate?.() ?? null;
          setError(problem);
          if (problem) return;
          run.mutate(
            { id: booking.id, step, body: body?.() },
            {
              onSuccess: () => {
                toast({ variant: 'success', ...stepToasts[step] });
                onOpenChange(false);
              },
              onError: (failure) => setError(failure.message),
            },
          );
        }}
      >
        {children}
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Voltar
          </Button>
          <Button type="submit" isLoading={run.isPending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export interface StepDialogProps {
  booking: ShootBookingView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Accept, decline or confirm: no fields, a sentence of what happens. */
export function SimpleStepDialog({ step, ...props }: StepDialogProps & { step: 'accept' | 'decline' | 'confirm' }) {
  const { booking } = props;
  const texts = {
    accept: {
      title: 'Aceitar ensaio?',
      description: `Você confirma o ensaio "${booking.package.title}" em ${formatDateBr(booking.date)} às ${booking.start_time}.`,
      label: 'Aceitar ensaio',
    },
    decline: {
      title: 'Recusar ensaio?',
      description: `${formatCentavos(booking.total_cents)} voltam para a carteira de ${booking.buyer.name}. Esta ação não pode ser desfeita.`,
      label: 'Recusar ensaio',
    },
    confirm: {
      title: 'Confirmar recebimento das fotos?',
      description:
        booking.photographer_net_cents != null
          ? `O valor é liberado ao fotógrafo (${formatCentavos(booking.photographer_net_cents)} depois da taxa da plataforma). Confirme só se recebeu as fotos.`
          : 'O valor é liberado ao fotógrafo. Confirme só se recebeu as fotos.',
      label: 'Confirmar recebimento',
    },
  }[step];
  return <StepDialog {...props} step={step} title={texts.title} description={texts.description} confirmLabel={texts.label} />;
}

/** The photographer marks the photos delivered: a link to them and/or a note (one is required). */
export function DeliverDialog(props: StepDialogProps) {
  const [link, setLink] = useState('');
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <StepDialog
      {...props}
      step="deliver"
      title="Marcar fotos como entregues"
      description="Informe onde estão as fotos (um link) e/ou uma observação. Quem contratou tem 7 dias para conferir; depois o valor é liberado automaticamente."
      confirmLabel="Registrar entrega"
      validate={() => (link.trim() || note.trim() ? null : 'Informe o link das fotos ou uma observação.')}
      body={() => ({ link: link.trim(), note: note.trim() })}
    >
      <TextField label="Link das fotos" type="url" inputMode="url" placeholder="https://..." value={link} onChange={(event) => setLink(event.target.value)} />
      <div className="grid gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-gray-900">
          Observação
        </label>
        <textarea id={noteId} rows={3} maxLength={SHOOT_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} className={textareaClassName} />
      </div>
    </StepDialog>
  );
}

/** Either side cancels; the refund the notice rule gives is shown before the click. */
export function CancelDialog(props: StepDialogProps) {
  const { booking } = props;
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const paid = booking.status !== 'awaiting_payment';
  const by = booking.role === 'photographer' ? 'photographer' : 'buyer';
  const outcome = shootCancellationOutcome({ by, totalCents: booking.total_cents, startsAt: booking.starts_at, feeBps: booking.fee_bps ?? 0 });
  const refundText = !paid
    ? 'Nada foi pago: o horário é liberado.'
    : outcome.rule === 'full'
      ? `Reembolso total: ${formatCentavos(outcome.refundCents)} voltam para a carteira de quem contratou.`
      : `Menos de 48 horas antes do ensaio: ${formatCentavos(outcome.refundCents)} voltam para a sua carteira e ${formatCentavos(outcome.photographerShareCents)} ficam com o fotógrafo.`;
  return (
    <StepDialog
      {...props}
      step="cancel"
      title="Cancelar ensaio?"
      description={refundText}
      confirmLabel="Cancelar ensaio"
      body={() => ({ reason: reason.trim() })}
    >
      <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="cancel-refund">
        {refundText}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor={reasonId} className="text-sm font-medium text-gray-900">
          Motivo (opcional)
        </label>
        <textarea id={reasonId} rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} className={textareaClassName} />
      </div>
    </StepDialog>
  );
}

/** Either side opens a dispute; the money stays held until an admin decides. */
export function DisputeDialog(props: StepDialogProps) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const tooShort = reason.trim().length < 10;
  return (
    <StepDialog
      {...props}
      step="dispute"
      title="Abrir disputa"
      description="O valor continua retido até nossa equipe decidir. Conte o que aconteceu."
      confirmLabel="Abrir disputa"
      validate={() => (tooShort ? 'Conte o que aconteceu (mínimo 10 caracteres).' : null)}
      body={() => ({ reason: reason.trim() })}
    >
      <div className="grid gap-1.5">
        <label htmlFor={reasonId} className="text-sm font-medium text-gray-900">
          O que aconteceu?
        </label>
        <textarea id={reasonId} rows={4} maxLength={2000} value={reason} onChange={(event) => setReason(event.target.value)} className={textareaClassName} />
      </div>
    </StepDialog>
  );
}
