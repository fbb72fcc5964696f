/**
 * Who takes a step in a hiring state graph. 'owner' is the contractor or photographer who posted
 * the job or made the proposal; 'model' is the model applying or hired; 'system' is the platform
 * itself (payments, deadlines), never a request. A shoot booking's sides are 'buyer' (the model or
 * contractor who books) and 'photographer'.
 */
export const hiringActors = ['owner', 'model', 'admin', 'system', 'buyer', 'photographer'] as const;
export type HiringActor = (typeof hiringActors)[number];

export interface StateTransition<State extends string> {
  from: readonly State[];
  to: State;
  by: readonly HiringActor[];
  /** What the button that takes this step says (Portuguese). */
  label: string;
}

/** States, the state a new object starts in, and every allowed step: nothing else is allowed. */
export interface StateGraph<State extends string, Action extends string> {
  name: string;
  states: readonly State[];
  initial: State;
  transitions: Readonly<Record<Action, StateTransition<State>>>;
}

export function defineStateGraph<State extends string, Action extends string>(graph: StateGraph<State, Action>): StateGraph<State, Action> {
  return graph;
}

/** The state `action` leads to when `actor` takes it from `from`, or null when the graph forbids it. */
export function nextState<State extends string, Action extends string>(
  graph: StateGraph<State, Action>,
  action: Action,
  from: State,
  actor: HiringActor,
): State | null {
  const transition = graph.transitions[action];
  if (!transition || !transition.from.includes(from) || !transition.by.includes(actor)) return null;
  return transition.to;
}

/** Each action's button text, read from its transition: an action and its label are written once, together. */
export function actionLabelsOf<State extends string, Action extends string>(graph: StateGraph<State, Action>): Record<Action, string> {
  const labels = {} as Record<Action, string>;
  for (const action of Object.keys(graph.transitions) as Action[]) labels[action] = graph.transitions[action].label;
  return labels;
}

/** The actions `actor` may take now: what the UI offers (and nothing else). */
export function allowedActions<State extends string, Action extends string>(graph: StateGraph<State, Action>, from: State, actor: HiringActor): Action[] {
  return (Object.keys(graph.transitions) as Action[]).filter((action) => nextState(graph, action, from, actor) !== null);
}
