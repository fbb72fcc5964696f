import { type ProposalView, proposalActionLabels } from '@passarela/shared';
import { Button } from '../../../components/ui/button.tsx';
import { type ProposalAnswer, useAnswerProposal } from '../api/contracts.ts';
import type { HiringMessagesSlot } from './contract-card.tsx';
import { HiringCardHeader, PartyLine, WorkFacts } from './hiring-card-parts.tsx';

/** One proposal, received (the model answers) or sent (the sender may withdraw it). */
export function ProposalCard({ proposal, renderMessages }: { proposal: ProposalView; renderMessages?: HiringMessagesSlot }) {
  const answer = useAnswerProposal();
  const busy = answer.isPending && answer.variables?.id === proposal.id;
  const act = (action: ProposalAnswer) => answer.mutate({ id: proposal.id, action });

  return (
    <li
      className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="proposal-card"
      aria-label={`Proposta: ${proposal.title}`}
    >
      <HiringCardHeader kind="Proposta" title={proposal.title} status={proposal.status} statusLabel={proposal.status_label} />
      {proposal.description && <p className="text-sm whitespace-pre-line text-gray-700">{proposal.description}</p>}
      <WorkFacts workDate={proposal.work_date} place={proposal.place} amountCents={proposal.amount_cents} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PartyLine party={proposal.counterpart} caption={proposal.role === 'model' ? 'Enviada por' : 'Para'} />
        {renderMessages?.({ proposalId: proposal.id, title: proposal.title, counterpartName: proposal.counterpart.name })}
      </div>
      {proposal.allowed_actions.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {proposal.allowed_actions.includes('accept') && (
            <Button isLoading={busy && answer.variables?.action === 'accept'} disabled={busy} onClick={() => act('accept')}>
              {proposalActionLabels.accept}
            </Button>
          )}
          {proposal.allowed_actions.includes('decline') && (
            <Button variant="outline" isLoading={busy && answer.variables?.action === 'decline'} disabled={busy} onClick={() => act('decline')}>
              {proposalActionLabels.decline}
            </Button>
          )}
          {proposal.allowed_actions.includes('withdraw') && (
            <Button variant="outline" isLoading={busy} onClick={() => act('withdraw')}>
              {proposalActionLabels.withdraw}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
