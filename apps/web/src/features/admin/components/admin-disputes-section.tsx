import { type AdminDispute, disputeOutcomeLabels, formatCentavos, resolveDisputeBodySchema } from '@passarela/shared';
import { useState } from 'react';
import { useAdminDisputes, useResolveDispute } from '../api/admin-money-api.ts';
import { AdminCards } from './admin-cards.tsx';
import { AdminQueryState } from './admin-query-state.tsx';
import { AdminShootDisputes } from './admin-shoot-disputes.tsx';
import { AdminSection } from './admin-section.tsx';
import { type DisputeDecision, DisputeOpening, ResolveDisputeDialog, decisionIssues } from './resolve-dispute-dialog.tsx';

/** "Disputas": paid contracts and shoot bookings that a party disputed; the admin releases, refunds or splits the held money. */
export function AdminDisputesSection() {
  const disputes = useAdminDisputes();
  return (
    <AdminSection name="disputes" title="Disputas" description="O valor fica retido até a decisão. Ouça as duas partes antes de resolver.">
      <AdminQueryState query={disputes} isEmpty={(data) => data.items.length === 0} emptyText="Nenhuma disputa aberta.">
        {(data) => (
          <AdminCards label="Disputas" items={data.items}>
            {(dispute) => <DisputeCard key={dispute.contract_id} dispute={dispute} />}
          </AdminCards>
        )}
      </AdminQueryState>
      <AdminShootDisputes />
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
      <DisputeOpening
        openedBy={dispute.opened_by.name}
        openedAt={dispute.opened_at}
        reason={dispute.reason}
        onResolve={() => setResolving(true)}
        conversationsOf={{ contractId: dispute.contract_id }}
      />
      {resolving && <ResolveDialog dispute={dispute} onClose={() => setResolving(false)} />}
    </li>
  );
}

function ResolveDialog({ dispute, onClose }: { dispute: AdminDispute; onClose: () => void }) {
  const resolve = useResolveDispute();
  const body = ({ outcome, shareCents, reason }: DisputeDecision) => ({ outcome, reason, ...(outcome === 'split' ? { model_share_cents: shareCents } : {}) });
  return (
    <ResolveDisputeDialog
      title={dispute.title}
      amountCents={dispute.amount_cents}
      feeBps={dispute.fee_bps}
      sides={{ payee: 'Modelo', payeeShareLabel: 'Valor para a modelo', payer: 'contratante', payerName: dispute.contractor.name, outcomeLabels: disputeOutcomeLabels }}
      check={(decision) => decisionIssues(resolveDisputeBodySchema.safeParse(body(decision)), 'model_share_cents')}
      resolve={(decision, done) => resolve.mutate({ contractId: dispute.contract_id, body: resolveDisputeBodySchema.parse(body(decision)) }, done)}
      isPending={resolve.isPending}
      onClose={onClose}
    />
  );
}
