import {
  type AdminDispute,
  type DisputeOutcome,
  currencyInputToCentavos,
  disputeOutcomeLabels,
  disputeOutcomes,
  formatCentavos,
  platformFeeCents,
  resolveDisputeBodySchema,
} from '@passarela/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CurrencyField } from '../../../components/ui/currency-field.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDateTimeBr } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminDisputes, useResolveDispute } from '../api/admin-money-api.ts';
import { adminLabelClassName, adminTextareaClassName, errorMessage } from './admin-field-classes.ts';
import { AdminQueryState } from './admin-query-state.tsx';
import { AdminSection } from './admin-section.tsx';

/** "Disputas": paid contracts that a party disputed; the admin releases, refunds or splits the held money. */
export function AdminDisputesSection() {
  const disputes = useAdminDisputes();
  return (
    <AdminSection name="disputes" title="Disputas" description="O valor fica retido até a decisão. Ouça as duas partes antes de resolver.">
      <AdminQueryState query={disputes} isEmpty={(data) => data.items.length === 0} emptyText="Nenhuma disputa aberta.">
        {(data) => (
          <ul className="mt-4 space-y-3" aria-label="Disputas">
            {data.items.map((dispute) => (
              <DisputeCard key={dispute.contract_id} dispute={dispute} />
            ))}
          </ul>
        )}
      </AdminQueryState>
    </AdminSection>
  );
}

function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const [resolving, setResolving] = useState(false);
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="admin-dispute" aria-label={`Disputa: ${dispute.title}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-words text-gray-900">{dispute.title}</p>
        <p className="text-lg font-bold text-gray-900 tabular-nums">{formatCentavos(dispute.amount_cents)}</p>
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-gray-700 sm:grid-cols-2">
        <div>
          <dt className="inline text-gray-500">Contratante: </dt>
          <dd className="inline break-all">
            {dispute.contractor.name} ({dispute.contractor.email})
          </dd>
        </div>
        <div>
          <dt className="inline text-gray-500">Modelo: </dt>
          <dd className="inline break-all">
            {dispute.model.name} ({dispute.model.email})
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-gray-500">
        Aberta por {dispute.opened_by.name} em {formatDateTimeBr(dispute.opened_at)}
      </p>
      <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm whitespace-pre-line text-red-900">{dispute.reason}</p>
      <Button size="sm" className="mt-3" onClick={() => setResolving(true)}>
        Resolver
      </Button>
      {resolving && <ResolveDialog dispute={dispute} onClose={() => setResolving(false)} />}
    </li>
  );
}

function ResolveDialog({ dispute, onClose }: { dispute: AdminDispute; onClose: () => void }) {
  const resolve = useResolveDispute();
  const [outcome, setOutcome] = useState<DisputeOutcome>('release');
  const [share, setShare] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ share?: string; reason?: string }>({});
  const id = useId();
  const shareCents = currencyInputToCentavos(share);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: { share?: string; reason?: string } = {};
    if (outcome === 'split' && (shareCents <= 0 || shareCents >= dispute.amount_cents)) {
      found.share = `Informe um valor entre R$ 0,01 e ${formatCentavos(dispute.amount_cents - 1)}.`;
    }
    const parsed = resolveDisputeBodySchema.safeParse({ outcome, reason, ...(outcome === 'split' ? { model_share_cents: shareCents || undefined } : {}) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'reason') found.reason ??= issue.message;
        if (issue.path[0] === 'model_share_cents') found.share ??= issue.message;
      }
    }
    if (found.share || found.reason || !parsed.success) return setErrors(found);
    setErrors({});
    resolve.mutate(
      { contractId: dispute.contract_id, body: parsed.data },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: 'Disputa resolvida' });
          onClose();
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível resolver', description: errorMessage(error) }),
      },
    );
  };

  const modelShare = outcome === 'release' ? dispute.amount_cents : outcome === 'refund' ? 0 : Math.min(shareCents, dispute.amount_cents);
  const fee = platformFeeCents(modelShare, dispute.fee_bps);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Resolver disputa"
      description={`${dispute.title}: ${formatCentavos(dispute.amount_cents)} retidos.`}
    >
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
              <span className="sr-only"> ({disputeOutcomeLabels[value]})</span>
            </label>
          ))}
        </fieldset>
        {outcome === 'split' && (
          <CurrencyField
            label="Valor para a modelo"
            value={share}
            onChange={setShare}
            error={errors.share}
            hint={`O restante volta para ${dispute.contractor.name}.`}
          />
        )}
        <p className="rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700" data-testid="resolve-summary">
          Modelo recebe {formatCentavos(modelShare - fee)} (taxa de {formatCentavos(fee)}) · contratante recebe de volta{' '}
          {formatCentavos(dispute.amount_cents - modelShare)}
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
          <Button type="submit" isLoading={resolve.isPending}>
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
