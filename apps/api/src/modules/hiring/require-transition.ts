import { type HiringActor, nextState, type StateGraph } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';

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
