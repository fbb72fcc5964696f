import { type ContractView, contractActionLabels, formatCentavos } from '@passarela/shared';
import { CheckCircle2, Lock, ShieldAlert, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useRefundContract } from '../api/contract-money.ts';
import { useContractStep } from '../api/contracts.ts';
import { ContractDisputeDialog } from './contract-dispute-dialog.tsx';
import { ContractPayDialog } from './contract-pay-dialog.tsx';
import { HiringCardHeader, PartyLine, WhatsAppButton, WorkFacts } from './hiring-card-parts.tsx';

/** The review of a completed contract, composed by the screen (the reviews feature draws it). */
export type ContractReviewSlot = (contract: ContractView) => ReactNode;

/** The conversation of a proposal and the contract it became, composed by the screen (the conversations feature draws it). */
export type HiringMessagesSlot = (hiring: { proposalId: string; title: string; counterpartName: string }) => ReactNode;

/**
 * One contract for one of its parties: the work, the other side (with the WhatsApp button while
 * the API gives the contact: once paid), completion confirmations, the allowed steps and, once completed,
 * the review of the other side.
 */
export function ContractCard({
  contract,
  renderReview,
  renderMessages,
}: {
  contract: ContractView;
  renderReview?: ContractReviewSlot;
  renderMessages?: HiringMessagesSlot;
}) {
  const step = useContractStep();
  const refund = useRefundContract();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [paying, setPaying] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const counterpart = contract.counterpart;
  const firstName = counterpart.name.split(' ')[0] ?? counterpart.name;
  const mine = contract.role === 'owner' ? contract.owner_confirmed_at : contract.role === 'model' ? contract.model_confirmed_at : null;
  const theirs = contract.role === 'owner' ? contract.model_confirmed_at : contract.role === 'model' ? contract.owner_confirmed_at : null;
  const open = contract.status === 'awaiting_payment' || contract.status === 'funded';
  const busy = (step.isPending && step.variables?.id === contract.id) || refund.isPending;

  return (
    <li
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="contract-card"
      aria-label={`Contrato: ${contract.title}`}
    >
      <HiringCardHeader kind="Contrato" title={contract.title} status={contract.status} statusLabel={contract.status_label} />
      <WorkFacts workDate={contract.work_date} place={contract.place} amountCents={contract.amount_cents} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PartyLine party={counterpart} caption={contract.role === 'model' ? 'Contratante' : 'Modelo'} />
        <div className="flex flex-wrap items-center gap-2">
          {contract.role !== 'admin' && renderMessages?.({ proposalId: contract.proposal_id, title: contract.title, counterpartName: counterpart.name })}
          {counterpart.contact?.whatsapp_url && (
            <WhatsAppButton url={counterpart.contact.whatsapp_url} name={counterpart.contact.guardian_name ?? counterpart.name} />
          )}
        </div>
      </div>
      {contract.role === 'owner' && counterpart.contact?.minor && <MinorContactNote firstName={firstName} guardianName={counterpart.contact.guardian_name} />}
      {contract.status === 'awaiting_payment' && contract.role !== 'admin' && (
        <p className="flex items-start gap-2 rounded-xl bg-gray-50 px-3 py-2 text-sm text-gray-700" data-testid="contract-contact-after-payment">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {contract.role === 'owner'
            ? `O WhatsApp para falar com ${firstName} aparece aqui depois do pagamento, que fica retido até a conclusão do trabalho.`
            : `O WhatsApp de ${firstName} aparece aqui quando o contrato for pago. A Passarela nunca cobra taxa para você se candidatar.`}
        </p>
      )}
      {open && (mine || theirs) && (
        <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {mine
            ? `Você confirmou a conclusão. Aguardando ${firstName} confirmar.`
            : `${firstName} confirmou a conclusão. Confirme você também se o trabalho foi feito.`}
        </p>
      )}
      {contract.status === 'funded' && (
        <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="contract-escrow-note">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {contract.role === 'model' && contract.model_net_cents != null
            ? `Pagamento garantido: você recebe ${formatCentavos(contract.model_net_cents)} quando o trabalho for concluído.`
            : 'O valor está retido com a Passarela e só é liberado quando o trabalho for concluído.'}
        </p>
      )}
      {contract.status === 'disputed' && contract.dispute && (
        <p className="rounded-xl bg-red-50 px-3 py-2 text-sm break-words text-red-900">Disputa aberta: {contract.dispute.reason}</p>
      )}
      {contract.allowed_actions.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {contract.allowed_actions.includes('fund') && (
            <Button disabled={busy} onClick={() => setPaying(true)}>
              {contractActionLabels.fund}
            </Button>
          )}
          {contract.allowed_actions.includes('complete') && (
            <Button
              isLoading={busy && step.variables?.action === 'complete'}
              disabled={busy}
              onClick={() => step.mutate({ id: contract.id, action: 'complete' })}
            >
              {contractActionLabels.complete}
            </Button>
          )}
          {contract.allowed_actions.includes('cancel') && (
            <Button variant="outline" disabled={busy} onClick={() => setConfirmCancel(true)}>
              {contractActionLabels.cancel}
            </Button>
          )}
          {contract.allowed_actions.includes('refund') && (
            <Button variant="outline" disabled={busy} onClick={() => setConfirmRefund(true)}>
              {contractActionLabels.refund}
            </Button>
          )}
          {contract.allowed_actions.includes('dispute') && (
            <Button variant="outline" disabled={busy} onClick={() => setDisputing(true)}>
              {contractActionLabels.dispute}
            </Button>
          )}
        </div>
      )}
      {contract.status === 'completed' && contract.role !== 'admin' && renderReview?.(contract)}
      <Dialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancelar contrato?"
        description={`O contrato "${contract.title}" será cancelado e ${firstName} receberá um aviso.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirmCancel(false)}>
            Voltar
          </Button>
          <Button isLoading={busy} onClick={() => step.mutate({ id: contract.id, action: 'cancel' }, { onSettled: () => setConfirmCancel(false) })}>
            Cancelar contrato
          </Button>
        </div>
      </Dialog>
      {contract.allowed_actions.includes('fund') && <ContractPayDialog contract={contract} open={paying} onOpenChange={setPaying} />}
      {contract.allowed_actions.includes('dispute') && <ContractDisputeDialog contract={contract} open={disputing} onOpenChange={setDisputing} />}
      <Dialog
        open={confirmRefund}
        onOpenChange={setConfirmRefund}
        title="Cancelar e reembolsar?"
        description={`O contrato "${contract.title}" será cancelado e ${formatCentavos(contract.amount_cents)} voltarão para a carteira de ${firstName}.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirmRefund(false)}>
            Voltar
          </Button>
          <Button isLoading={refund.isPending} onClick={() => refund.mutate(contract.id, { onSettled: () => setConfirmRefund(false) })}>
            Cancelar e reembolsar
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

/** docs/security.md #23: the other side of a minor talks to her legal guardian, never to her. */
function MinorContactNote({ firstName, guardianName }: { firstName: string; guardianName: string | null }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="contract-minor-note">
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {guardianName
        ? `${firstName} é menor de idade: combine tudo com o responsável legal, ${guardianName}. O WhatsApp de ${firstName} não é compartilhado.`
        : `${firstName} é menor de idade: o contato é feito somente pela plataforma.`}
    </p>
  );
}
