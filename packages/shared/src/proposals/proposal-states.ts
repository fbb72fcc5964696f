import { actionLabelsOf, defineStateGraph } from '../hiring/state-graph.ts';

export const proposalStates = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ProposalState = (typeof proposalStates)[number];
export const proposalActions = ['accept', 'decline', 'withdraw'] as const;
export type ProposalAction = (typeof proposalActions)[number];

/** A proposal (contratação) sent to a model; 'owner' is who sent it. Accepting makes a contract. */
export const proposalGraph = defineStateGraph<ProposalState, ProposalAction>({
  name: 'proposal',
  states: proposalStates,
  initial: 'pending',
  transitions: {
    accept: { from: ['pending'], to: 'accepted', by: ['model'], label: 'Aceitar' },
    decline: { from: ['pending'], to: 'declined', by: ['model'], label: 'Recusar' },
    withdraw: { from: ['pending'], to: 'withdrawn', by: ['owner'], label: 'Retirar proposta' },
  },
});

export const proposalStateLabels: Record<ProposalState, string> = {
  pending: 'Aguardando resposta',
  accepted: 'Aceita',
  declined: 'Recusada',
  withdrawn: 'Retirada',
};

export const proposalActionLabels: Record<ProposalAction, string> = actionLabelsOf(proposalGraph);
