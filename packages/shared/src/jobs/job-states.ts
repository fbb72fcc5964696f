import { defineStateGraph } from '../hiring/state-graph.ts';

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
    publish: { from: ['draft'], to: 'open', by: ['owner', 'admin'] },
    close: { from: ['open'], to: 'closed', by: ['owner', 'admin'] },
    reopen: { from: ['closed'], to: 'open', by: ['owner', 'admin'] },
    mark_filled: { from: ['open', 'closed'], to: 'filled', by: ['owner', 'admin'] },
    cancel: { from: ['draft', 'open', 'closed'], to: 'cancelled', by: ['owner', 'admin'] },
  },
});

export const jobStateLabels: Record<JobState, string> = {
  draft: 'Rascunho',
  open: 'Aberta',
  closed: 'Encerrada',
  filled: 'Preenchida',
  cancelled: 'Cancelada',
};

export const jobActionLabels: Record<JobAction, string> = {
  publish: 'Publicar',
  close: 'Encerrar inscrições',
  reopen: 'Reabrir',
  mark_filled: 'Marcar como preenchida',
  cancel: 'Cancelar vaga',
};
