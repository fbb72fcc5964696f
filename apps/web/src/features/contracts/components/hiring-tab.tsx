import type { ContractView, ProposalView } from '@passarela/shared';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TabHeading } from '../../../components/ui/tab-heading.tsx';
import { useMyContracts, useProposals } from '../api/contracts.ts';
import { ContractCard, type ContractReviewSlot, type HiringMessagesSlot } from './contract-card.tsx';
import { ProposalCard } from './proposal-card.tsx';

export interface HiringTabData {
  /** Proposals still waiting for the model's answer. */
  pending: ProposalView[];
  /** Proposals declined or withdrawn. */
  closed: ProposalView[];
  /** The contracts where the caller is on the tab's side. */
  contracts: ContractView[];
}

interface HiringTabProps {
  headingId: string;
  title: string;
  subtitle: string;
  /** 'received' for the model's tab (her contracts), 'sent' for the hirer's (theirs as owner). */
  side: 'received' | 'sent';
  children: (data: HiringTabData) => ReactNode;
}

/**
 * The frame of the two hiring tabs (Contratações Recebidas, Minhas Contratações): loads the
 * proposals of one side and the contracts, shows the spinner or the error with a retry, and hands
 * the sorted lists to the tab.
 */
export function HiringTab({ headingId, title, subtitle, side, children }: HiringTabProps) {
  const proposals = useProposals(side);
  const contracts = useMyContracts();
  const heading = <TabHeading id={headingId} title={title} subtitle={subtitle} />;

  if (proposals.isPending || contracts.isPending) {
    return (
      <section aria-labelledby={headingId} className="grid gap-6">
        {heading}
        <div className="flex justify-center py-8">
          <Spinner className="size-6" />
        </div>
      </section>
    );
  }
  const error = proposals.error ?? contracts.error;
  if (error || !proposals.data || !contracts.data) {
    return (
      <section aria-labelledby={headingId} className="grid gap-6">
        {heading}
        <div role="alert" className="grid gap-3">
          <p className="text-sm text-red-700">{error?.message ?? 'Não foi possível carregar.'}</p>
          <Button
            variant="outline"
            onClick={() => {
              void proposals.refetch();
              void contracts.refetch();
            }}
          >
            Tentar novamente
          </Button>
        </div>
      </section>
    );
  }

  const contractRole = side === 'received' ? 'model' : 'owner';
  const data: HiringTabData = {
    pending: proposals.data.items.filter((proposal) => proposal.status === 'pending'),
    closed: proposals.data.items.filter((proposal) => proposal.status === 'declined' || proposal.status === 'withdrawn'),
    contracts: contracts.data.items.filter((contract) => contract.role === contractRole),
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-8">
      {heading}
      {children(data)}
    </section>
  );
}

/** A titled list of cards; with no items it shows `empty`, or nothing at all when `empty` is not given. */
function CardSection({ title, count, empty, children }: { title: string; count: number; empty?: ReactNode; children: ReactNode }) {
  if (count === 0 && empty === undefined) return null;
  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      {count === 0 ? <EmptyState>{empty}</EmptyState> : <ul className="grid gap-3">{children}</ul>}
    </div>
  );
}

export function ProposalSection({
  title,
  proposals,
  empty,
  renderMessages,
}: {
  title: string;
  proposals: ProposalView[];
  empty?: ReactNode;
  renderMessages?: HiringMessagesSlot;
}) {
  return (
    <CardSection title={title} count={proposals.length} empty={empty}>
      {proposals.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} renderMessages={renderMessages} />
      ))}
    </CardSection>
  );
}

export function ContractSection({
  title,
  contracts,
  empty,
  renderReview,
  renderMessages,
}: {
  title: string;
  contracts: ContractView[];
  empty?: ReactNode;
  renderReview?: ContractReviewSlot;
  renderMessages?: HiringMessagesSlot;
}) {
  return (
    <CardSection title={title} count={contracts.length} empty={empty}>
      {contracts.map((contract) => (
        <ContractCard key={contract.id} contract={contract} renderReview={renderReview} renderMessages={renderMessages} />
      ))}
    </CardSection>
  );
}
