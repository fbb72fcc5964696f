import { REPORT_DETAILS_MAX_LENGTH, type ReportItem, type ReportReason, reportReasonLabels, reportReasons, reportTexts } from '@passarela/shared';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useCreateReport } from '../api/create-report.ts';
import { type ReportFormErrors, reportFormBody } from '../lib/report-form.ts';
import { markReported } from '../lib/reported-items.ts';

const optionClassName =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3 py-2 text-sm text-gray-900 ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  item: ReportItem;
  /** Under the title: what is reported ('Vaga: Catálogo de inverno'). */
  description?: string;
  /** The reason chosen when it opens (the safety warning under a request for money: the scam). */
  preselectedReason?: ReportReason;
  /** After the API took the report (the item is then marked reported in this tab). */
  onReported?: () => void;
  /** Once closed: where the focus goes back (the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * "Denunciar": the reason (one of the seven), what happened (optional), "Enviar denúncia". On
 * success the form gives way to the confirmation; the API's refusals (her own item, already
 * reported, gone) are shown in the dialog in its own words.
 */
export function ReportDialog({ open, onOpenChange, item, description, preselectedReason, onReported, onCloseAutoFocus }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={reportTexts.dialogTitle} description={description} onCloseAutoFocus={onCloseAutoFocus}>
      {open && <ReportForm item={item} preselectedReason={preselectedReason} onReported={onReported} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ReportForm({
  item,
  preselectedReason,
  onReported,
  onClose,
}: {
  item: ReportItem;
  preselectedReason?: ReportReason;
  onReported?: () => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(preselectedReason ?? null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateReport();
  const id = useId();

  if (create.isSuccess) return <ReportSent onClose={onClose} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const checked = reportFormBody(item, { reason, details });
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(null);
    if (!checked.ok) return;
    create.mutate(checked.body, {
      onSuccess: () => {
        markReported(item);
        onReported?.();
      },
      onError: (error) => {
        // Already reported: the button says so from now on, as after a report of this visit.
        if (isApiError(error) && error.code === 'REPORT_ALREADY_OPEN') markReported(item);
        setFailure(error.message || 'Não foi possível enviar a denúncia. Tente novamente.');
      },
    });
  }

  const reasonErrorId = `${id}-motivo-erro`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={errors.reason ? reasonErrorId : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-gray-900">{reportTexts.reasonLabel}</legend>
        {reportReasons.map((value) => (
          <label key={value} className={optionClassName}>
            <input
              type="radio"
              name={`${id}-motivo`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {reportReasonLabels[value]}
          </label>
        ))}
        {errors.reason && (
          <p id={reasonErrorId} className="text-sm font-medium text-red-700">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <Field label={reportTexts.detailsLabel} error={errors.details} hint={`${details.length}/${REPORT_DETAILS_MAX_LENGTH} caracteres`}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={details}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            onChange={(event) => setDetails(event.target.value)}
            className={cn(inputClassName, 'h-auto min-h-24 py-3')}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          {reportTexts.submit}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation in place of the form: the focus moves to "Fechar", which reads the message with it. */
function ReportSent({ onClose }: { onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <div className="grid gap-5">
      <output id={messageId} className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 ring-1 ring-emerald-200">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {reportTexts.sent}
      </output>
      <Button ref={closeRef} aria-describedby={messageId} className="sm:justify-self-end" onClick={onClose}>
        Fechar
      </Button>
    </div>
  );
}
