import { type AdminShootDispute, formatCentavos, resolveShootDisputeBodySchema, shootDisputeOutcomeLabels } from '@passarela/shared';
import { useState } from 'react';
import { useAdminShootDisputes, useResolveShootDispute } from '../api/admin-shoot-disputes-api.ts';
import { AdminCards } from './admin-cards.tsx';
import { AdminQueryState } from './admin-query-state.tsx';
import { type DisputeDecision, DisputeOpening, ResolveDisputeDialog, decisionIssues } from './resolve-dispute-dialog.tsx';

/** The shoot bookings in dispute, under Disputas: the admin releases, refunds or splits the held money. */
export function AdminShootDisputes() {
  const disputes = useAdminShootDisputes();
  return (
    <section aria-labelledby="admin-shoot-disputes-title" className="mt-8">
      <h3 id="admin-shoot-disputes-title" className="text-lg font-semibold text-gray-900">
        Ensaios em disputa
      </h3>
      <AdminQueryState query={disputes} isEmpty={(data) => data.items.length === 0} emptyText="Nenhum ensaio em disputa.">
        {(data) => (
          <AdminCards label="Ensaios em disputa" items={data.items}>
            {(dispute) => <ShootDisputeCard key={dispute.booking_id} dispute={dispute} />}
          </AdminCards>
        )}
      </AdminQueryState>
    </section>
  );
}

function ShootDisputeCard({ dispute }: { dispute: AdminShootDispute }) {
  const [resolving, setResolving] = useState(false);
  const resolve = useResolveShootDispute();
  const body = ({ outcome, shareCents, reason }: DisputeDecision) => ({
    outcome,
    reason,
    ...(outcome === 'split' ? { photographer_share_cents: shareCents } : {}),
  });
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="admin-shoot-dispute" aria-label={`Disputa de ensaio: ${dispute.title}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-words text-gray-900">{dispute.title}</p>
        <p className="text-lg font-bold text-gray-900 tabular-nums">{formatCentavos(dispute.total_cents)}</p>
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-gray-700 sm:grid-cols-2">
        <div>
          <dt className="inline text-gray-500">Quem contratou: </dt>
          <dd className="inline break-all">
            {dispute.buyer.name} ({dispute.buyer.email})
          </dd>
        </div>
        <div>
          <dt className="inline text-gray-500">Quem fotografou: </dt>
          <dd className="inline break-all">
            {dispute.photographer.name} ({dispute.photographer.email})
          </dd>
        </div>
      </dl>
      <DisputeOpening
        openedBy={dispute.opened_by.name}
        openedAt={dispute.opened_at}
        reason={dispute.reason}
        onResolve={() => setResolving(true)}
        conversationsOf={{ shootBookingId: dispute.booking_id }}
      />
      {resolving && (
        <ResolveDisputeDialog
          title={dispute.title}
          amountCents={dispute.total_cents}
          feeBps={dispute.fee_bps}
          sides={{
            payee: 'Quem fotografou',
            payeeShareLabel: 'Valor para quem fotografou',
            payer: 'quem contratou',
            payerName: dispute.buyer.name,
            outcomeLabels: shootDisputeOutcomeLabels,
          }}
          check={(decision) => decisionIssues(resolveShootDisputeBodySchema.safeParse(body(decision)), 'photographer_share_cents')}
          resolve={(decision, done) => resolve.mutate({ bookingId: dispute.booking_id, body: resolveShootDisputeBodySchema.parse(body(decision)) }, done)}
          isPending={resolve.isPending}
          onClose={() => setResolving(false)}
        />
      )}
    </li>
  );
}
