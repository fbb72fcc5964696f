import { type HiringActor, nextState, type StateGraph } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { hiringTransitions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

type Entity = (typeof hiringTransitions.$inferInsert)['entity'];

export interface TransitionStep<State extends string, Action extends string> {
  graph: StateGraph<State, Action>;
  action: Action;
  from: State;
  actor: HiringActor;
}

/**
 * The state the step leads to, or the refusal every hiring route gives when the graph in
 * packages/shared does not allow it (409 TRANSITION_NOT_ALLOWED, naming the step).
 */
export function requireTransition<State extends string, Action extends string>(step: TransitionStep<State, Action>): State {
  const to = nextState(step.graph, step.action, step.from, step.actor);
  if (to === null) {
    throw new AppError('TRANSITION_NOT_ALLOWED', undefined, { entity: step.graph.name, action: step.action, from: step.from });
  }
  return to;
}

/** Records a step taken (who, when, from and to what); call it in the transaction that took it. */
export async function recordTransition(
  tx: Database,
  entry: { entity: Entity; entityId: string; action: string; fromState: string | null; toState: string; actorId: string | null; actorRole: HiringActor },
): Promise<void> {
  await tx.insert(hiringTransitions).values(entry);
}
