import { actionLabelsOf, defineStateGraph } from '../hiring/state-graph.ts';

export const applicationStates = ['pending', 'shortlisted', 'rejected', 'hired', 'withdrawn'] as const;
export type ApplicationState = (typeof applicationStates)[number];
export const applicationActions = ['shortlist', 'reject', 'hire', 'withdraw'] as const;
export type ApplicationAction = (typeof applicationActions)[number];

/**
 * A model's application (candidatura) to a job. 'owner' is the job's owner. Hiring sends the
 * model a proposal; the application stays 'hired' whatever she answers (the proposal says that).
 */
export const applicationGraph = defineStateGraph<ApplicationState, ApplicationAction>({
  name: 'application',
  states: applicationStates,
  initial: 'pending',
  transitions: {
    shortlist: { from: ['pending'], to: 'shortlisted', by: ['owner'], label: 'Pré-selecionar' },
    reject: { from: ['pending', 'shortlisted'], to: 'rejected', by: ['owner'], label: 'Recusar' },
    hire: { from: ['pending', 'shortlisted'], to: 'hired', by: ['owner'], label: 'Contratar' },
    withdraw: { from: ['pending'], to: 'withdrawn', by: ['model'], label: 'Retirar candidatura' },
  },
});

export const applicationStateLabels: Record<ApplicationState, string> = {
  pending: 'Em análise',
  shortlisted: 'Pré-selecionada',
  rejected: 'Não selecionada',
  hired: 'Contratada',
  withdrawn: 'Retirada',
};

export const applicationActionLabels: Record<ApplicationAction, string> = actionLabelsOf(applicationGraph);
