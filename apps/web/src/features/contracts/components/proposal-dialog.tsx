import { PROPOSAL_DESCRIPTION_MAX, type ProposalBodyInput, proposalBodySchema, todayInBrazil } from '@passarela/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, inputClassName } from '../../../components/ui/input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { centavosToInput, parseReaisInput } from '../lib/money-input.ts';

/** What the form starts with (the hire action prefills from the job). */
export interface ProposalDraft {
  title?: string;
  description?: string;
  work_date?: string;
  place?: string;
  amount_cents?: number;
}

type Field = 'title' | 'description' | 'work_date' | 'place' | 'amount_cents';

export interface ProposalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who receives it, for the title: 'Contratar Ana Souza'. */
  modelName: string;
  initial?: ProposalDraft;
  /** Sends the proposal; a rejected promise keeps the dialog open and shows the error. */
  onSubmit: (body: ProposalBodyInput) => Promise<unknown>;
}

/** The error of each field from zod issues or the API's VALIDATION_FAILED details. */
function errorsFrom(issues: readonly { path: readonly PropertyKey[] | string | undefined; message: string }[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const key = (Array.isArray(issue.path) ? String(issue.path[0] ?? '') : String(issue.path ?? '')) as Field;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The proposal form (title, description, date, place, amount) in a dialog: used to hire an
 * applicant (prefilled from the job) and to hire straight from a model's profile.
 */
export function ProposalDialog({ open, onOpenChange, modelName, initial, onSubmit }: ProposalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Contratar ${modelName}`} description={`Envie uma proposta para ${modelName} aceitar ou recusar.`}>
      {open && <ProposalForm initial={initial} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ProposalForm({ initial, onSubmit, onCancel }: { initial?: ProposalDraft; onSubmit: ProposalDialogProps['onSubmit']; onCancel: () => void }) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [workDate, setWorkDate] = useState(initial?.work_date && initial.work_date >= todayInBrazil() ? initial.work_date : '');
  const [place, setPlace] = useState(initial?.place ?? '');
  const [amount, setAmount] = useState(initial?.amount_cents ? centavosToInput(initial.amount_cents) : '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const amountCents = parseReaisInput(amount);
    const parsed = proposalBodySchema.safeParse({ title, description, work_date: workDate, place, amount_cents: amountCents ?? 0 });
    const fieldErrors = parsed.success ? {} : errorsFrom(parsed.error.issues);
    if (amountCents === null) fieldErrors.amount_cents = 'Informe um valor válido, por exemplo 500 ou 1.250,00.';
    setErrors(fieldErrors);
    if (!parsed.success || amountCents === null) return;
    setSending(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (isApiError(error) && Array.isArray(error.details)) setErrors(errorsFrom(error.details as { path: string; message: string }[]));
      setFormError(error instanceof Error ? error.message : 'Não foi possível enviar a proposta.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Proposta de contratação">
      <Field label="Título do trabalho" error={errors.title}>
        {(control) => <Input {...control} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Descrição (opcional)" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={`${inputClassName} h-auto py-3`}
            value={description}
            maxLength={PROPOSAL_DESCRIPTION_MAX}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Data do trabalho" error={errors.work_date}>
          {(control) => <Input {...control} type="date" min={todayInBrazil()} value={workDate} onChange={(e) => setWorkDate(e.target.value)} />}
        </Field>
        <Field label="Valor (R$)" error={errors.amount_cents}>
          {(control) => <Input {...control} inputMode="decimal" placeholder="500,00" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
      </div>
      <Field label="Local" error={errors.place}>
        {(control) => <Input {...control} value={place} maxLength={200} onChange={(e) => setPlace(e.target.value)} />}
      </Field>
      {formError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={sending}>
          Enviar proposta
        </Button>
      </div>
    </form>
  );
}
