import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';

/**
 * What a step's history entry carries in its state (React Router keeps it in history.state, so a
 * reload keeps it too). `depth` counts the wizard's entries below this one that this page load
 * made; `pageLoad` tells those from the entries an earlier load of the tab made before a reload,
 * which leaving the wizard must not walk back into (going there may load the page again).
 */
interface StepEntry {
  signUpStep: number;
  signUpDepth: number;
  signUpPageLoad: string;
}

const PAGE_LOAD = Math.random().toString(36).slice(2);
/** If the browser never reports the way back, the wizard does not wait for it forever. */
const POP_FALLBACK_MS = 1000;

function stepEntryOf(state: unknown): StepEntry | null {
  if (typeof state !== 'object' || state === null) return null;
  const { signUpStep, signUpDepth, signUpPageLoad } = state as Partial<StepEntry>;
  if (typeof signUpStep !== 'number' || typeof signUpDepth !== 'number' || typeof signUpPageLoad !== 'string') return null;
  return { signUpStep, signUpDepth, signUpPageLoad };
}

/** The entries of this page load below the current one (0 for another load's entry). */
function clampStep(value: number, maxStep: number): number {
  return Math.min(Math.max(1, Math.trunc(value)), maxStep);
}

function ownDepth(entry: StepEntry | null): number {
  return entry && entry.signUpPageLoad === PAGE_LOAD ? entry.signUpDepth : 0;
}

/** The same address (the wizard's entries differ only in their state). */
function pathOf({ pathname, search, hash }: Location) {
  return { pathname, search, hash };
}

function withStep(location: Location, step: number, depth: number) {
  const state = typeof location.state === 'object' && location.state !== null ? (location.state as Record<string, unknown>) : {};
  return { ...state, signUpStep: step, signUpDepth: depth, signUpPageLoad: PAGE_LOAD } satisfies StepEntry;
}

export interface WizardHistory {
  step: number;
  /** 'Continuar': the next step gets its own history entry, so the Back button returns here. */
  forward: (next: number) => void;
  /** 'Voltar' or a server error about an earlier step: back through the history where it holds that step. */
  backTo: (target: number) => void;
  /** Walks back over the wizard's entries (so Back after it does not reopen a step), then runs `then`. */
  leave: (then: () => void) => void;
  /** True while a step change waits for the router: another one now would build on the old entry. */
  isMoving: () => boolean;
}

/**
 * The wizard's step in the browser history (docs/product.md "Spec 4"): each 'Continuar' adds an
 * entry, so the phone's Back button goes to the previous step instead of out of the page, and a
 * reload comes back to the same step. `resumeStep` is the step of a kept draft (null without
 * one): an entry without a draft behind it starts over at step 1.
 */
export function useWizardHistory(resumeStep: number | null, maxStep: number): WizardHistory {
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState(() => {
    const entry = stepEntryOf(location.state);
    return clampStep(entry && resumeStep !== null ? entry.signUpStep : (resumeStep ?? 1), maxStep);
  });
  // The step shown on an entry that carries no state of ours: the one the wizard opened on.
  const [baseStep, setBaseStep] = useState(step);
  const afterPop = useRef<{ run: () => void; fallback: number } | null>(null);
  // The entry the wizard is on, known before the router renders it (a quick 'Voltar' after 'Continuar').
  const here = useRef(stepEntryOf(location.state));
  // Until when a step change waits for its entry (a navigation the router never makes does not freeze the wizard).
  const movingUntil = useRef(0);
  const lastKey = useRef(location.key);
  // What a step change made after going back must build on: the entry arrived at, not this render's.
  const latestLocation = useRef(location);
  useEffect(() => {
    latestLocation.current = location;
  });

  const replaceStep = (value: number, depth: number, at: Location = location) => {
    const state = withStep(at, value, depth);
    here.current = state;
    void navigate(pathOf(at), { replace: true, preventScrollReset: true, state });
  };

  // Opening on an entry of an earlier page load, or on a step no draft backs any more: the entry
  // becomes this load's own, at the step shown.
  const adoptOpeningEntry = useEffectEvent(() => {
    const opened = stepEntryOf(location.state);
    if (opened && (opened.signUpPageLoad !== PAGE_LOAD || opened.signUpStep !== step)) replaceStep(step, ownDepth(opened));
  });
  useEffect(() => adoptOpeningEntry(), []);

  // Back and Forward (our own pushes and replaces land here too, and change nothing).
  const followHistory = useEffectEvent((key: string, state: unknown) => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    movingUntil.current = 0;
    const pending = afterPop.current;
    if (pending) {
      here.current = stepEntryOf(state);
      afterPop.current = null;
      window.clearTimeout(pending.fallback);
      // After every effect of this navigation (the URL sync opens the modal its entry asks for).
      window.setTimeout(pending.run, 0);
      return;
    }
    const current = stepEntryOf(state);
    here.current = current;
    const value = current ? clampStep(current.signUpStep, maxStep) : baseStep;
    setStep(value);
    if (current && current.signUpPageLoad !== PAGE_LOAD) replaceStep(value, 0);
  });
  useEffect(() => followHistory(location.key, location.state), [location.key, location.state]);

  const popThen = (count: number, run: () => void) => {
    if (count <= 0) {
      run();
      return;
    }
    const fallback = window.setTimeout(() => {
      if (afterPop.current?.fallback !== fallback) return;
      afterPop.current = null;
      run();
    }, POP_FALLBACK_MS);
    afterPop.current = { run, fallback };
    void navigate(-count);
  };

  const depthHere = () => ownDepth(here.current);
  const startMoving = () => {
    movingUntil.current = performance.now() + POP_FALLBACK_MS;
  };

  // The new step shows once its entry is in the history (followHistory), so the Back button
  // pressed at once already finds it.
  const forward = (next: number) => {
    const state = withStep(location, next, depthHere() + 1);
    here.current = state;
    startMoving();
    void navigate(pathOf(location), { preventScrollReset: true, state });
  };

  const backTo = (target: number) => {
    const depth = depthHere();
    const distance = step - target;
    if (distance <= 0) return;
    if (distance <= depth) {
      // The entries below hold the earlier steps one by one: going there is going back.
      startMoving();
      void navigate(-distance);
      return;
    }
    // Not that far in this page load's history: back to where the wizard opened, which becomes `target`.
    popThen(depth, () => {
      setBaseStep(target);
      setStep(target);
      replaceStep(target, 0, latestLocation.current);
    });
  };

  const leave = (then: () => void) => popThen(depthHere(), then);

  return { step, forward, backTo, leave, isMoving: () => performance.now() < movingUntil.current };
}
