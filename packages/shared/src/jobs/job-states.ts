import { actionLabelsOf, defineStateGraph } from '../hiring/state-graph.ts';

export const jobStates = ['draft', 'open', 'closed', 'filled', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];
export const jobActions = ['publish', 'close', 'reopen', 'mark_filled', 'cancel'] as const;
export type JobAction = (typeof jobActions)[number];

/** A job (vaga): drafted, published (open to applications), closed, filled or cancelled. */
export const jobGraph = defineStateGraph<JobState, JobAction>({
  name: 'job',
  states: jobStates,
  initial: 'draft',
  transitions: {
    publish: { from: ['draft'], to: 'open', by: ['owner', 'admin'], label: 'Publicar' },
    close: { from: ['open'], to: 'closed', by: ['owner', 'admin'], label: 'Encerrar inscrições' },
    reopen: { from: ['closed'], to: 'open', by: ['owner', 'admin'], label: 'Reabrir' },
    mark_filled: { from: ['open', 'closed'], to: 'filled', by: ['owner', 'admin'], label: 'Marcar como preenchida' },
    cancel: { from: ['draft', 'open', 'closed'], to: 'cancelled', by: ['owner', 'admin'], label: 'Cancelar vaga' },
  },
});

export const jobStateLabels: Record<JobState, string> = {
  draft: 'Rascunho',
  open: 'Aberta',
  closed: 'Encerrada',
  filled: 'Preenchida',
  cancelled: 'Cancelada',
};

export const jobActionLabels: Record<JobAction, string> = actionLabelsOf(jobGraph);
