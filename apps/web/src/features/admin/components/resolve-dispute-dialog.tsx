import { type DisputeOutcome, currencyInputToCentavos, disputeOutcomes, formatCentavos, platformFeeCents } from '@passarela/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CurrencyField } from '../../../components/ui/currency-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import type { DisputeRef } from '../api/admin-conversations-api.ts';
import { AdminConversationDialog } from './admin-conversation-dialog.tsx';
import { adminLabelClassName, adminTextareaClassName, errorMessage } from './admin-field-classes.ts';

/** Who gets what in a dispute: the side paid for the work (the model, the photographer) and the side that paid. */
export interface DisputeSides {
  /** 'Modelo', 'Fotógrafo': who is paid for the work. */
  payee: string;
  /** 'Valor para a modelo': the split's field. */
  payeeShareLabel: string;
  /** 'contratante', 'quem contratou'. */
  payer: string;
  payerName: string;
  /** The outcomes' full names, read by screen readers after the short ones. */
  outcomeLabels: Record<DisputeOutcome, string>;
}

/** What the decision sends: the outcome, the payee's share on a split, the reason. */
export interface DisputeDecision {
  outcome: DisputeOutcome;
  shareCents: number | undefined;
  reason: string;
}

/**
 * 'Resolver disputa' for money held in escrow (a contract, a shoot booking): release, refund or
 * split, with what each side receives shown before the click. `check` runs the API's schema and
 * answers its messages by field; `resolve` sends the decision.
 */
export function ResolveDisputeDialog({
  title,
  amountCents,
  feeBps,
  sides,
  check,
  resolve,
  isPending,
  onClose,
}: {
  title: string;
  amountCents: number;
  feeBps: number;
  sides: DisputeSides;
  check: (decision: DisputeDecision) => { share?: string; reason?: string } | null;
  resolve: (decision: DisputeDecision, done: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  onClose: () => void;
}) {
  const [outcome, setOutcome] = useState<DisputeOutcome>('release');
  const [share, setShare] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ share?: string; reason?: string }>({});
  const id = useId();
  const shareCents = currencyInputToCentavos(share);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const decision: DisputeDecision = { outcome, reason, shareCents: outcome === 'split' ? shareCents || undefined : undefined };
    const found: { share?: string; reason?: string } = { ...check(decision) };
    if (outcome === 'split' && (shareCents <= 0 || shareCents >= amountCents)) {
      found.share = `Informe um valor entre R$ 0,01 e ${formatCentavos(amountCents - 1)}.`;
    }
    setErrors(found);
    if (found.share || found.reason || check(decision) !== null) return;
    resolve(decision, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Disputa resolvida' });
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível resolver', description: errorMessage(error) }),
    });
  };

  const payeeShare = outcome === 'release' ? amountCents : outcome === 'refund' ? 0 : Math.min(shareCents, amountCents);
  const fee = platformFeeCents(payeeShare, feeBps);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Resolver disputa" description={`${title}: ${formatCentavos(amountCents)} retidos.`}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className={adminLabelClassName}>Decisão</legend>
          {disputeOutcomes.map((value) => (
            <label
              key={value}
              className="flex min-h-11 items-center gap-3 rounded-xl border border-gray-200 px-3 text-sm text-gray-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="size-4 accent-brand-600"
              />
              {value === 'release' ? 'Liberar tudo' : value === 'refund' ? 'Reembolsar tudo' : 'Dividir'}
              <span className="sr-only"> ({sides.outcomeLabels[value]})</span>
            </label>
          ))}
        </fieldset>
        {outcome === 'split' && (
          <CurrencyField label={sides.payeeShareLabel} value={share} onChange={setShare} error={errors.share} hint={`O restante volta para ${sides.payerName}.`} />
        )}
        <p className="rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700" data-testid="resolve-summary">
          {sides.payee} recebe {formatCentavos(payeeShare - fee)} (taxa de {formatCentavos(fee)}) · {sides.payer} recebe de volta {formatCentavos(amountCents - payeeShare)}
        </p>
        <div>
          <label htmlFor={`${id}-motivo`} className={adminLabelClassName}>
            Motivo
          </label>
          <textarea
            id={`${id}-motivo`}
            rows={3}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-motivo-erro` : undefined}
            className={adminTextareaClassName}
          />
          {errors.reason && (
            <p id={`${id}-motivo-erro`} className="mt-1 text-sm text-red-700">
              {errors.reason}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="submit" isLoading={isPending}>
            Resolver disputa
          </Button>
          <Button variant="outline" onClick={onClose}>
            Voltar
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** A schema's refusal as the dialog's field messages (the reason, and the share under `shareKey`). */
export function decisionIssues(
  result: { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } },
  shareKey: string,
): { share?: string; reason?: string } | null {
  if (result.success) return null;
  const found: { share?: string; reason?: string } = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'reason') found.reason ??= issue.message;
    if (issue.path[0] === shareKey) found.share ??= issue.message;
  }
  return found;
}

/** Who opened a dispute and when, their reason, and 'Resolver'. */
export function DisputeOpening({
  openedBy,
  openedAt,
  reason,
  onResolve,
  conversationsOf,
}: {
  openedBy: string;
  openedAt: string;
  reason: string;
  onResolve: () => void;
  /** "Ler conversa": the two people's threads, each reading audited. */
  conversationsOf: DisputeRef;
}) {
  const [reading, setReading] = useState(false);
  return (
    <>
      <p className="mt-2 text-xs text-gray-500">
        Aberta por {openedBy} em {formatDateTimeBr(openedAt)}
      </p>
      <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm whitespace-pre-line text-red-900">{reason}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onResolve}>
          Resolver
        </Button>
        <Button size="sm" variant="outline" onClick={() => setReading(true)}>
          Ler conversa
        </Button>
      </div>
      {reading && <AdminConversationDialog dispute={conversationsOf} onClose={() => setReading(false)} />}
    </>
  );
}
