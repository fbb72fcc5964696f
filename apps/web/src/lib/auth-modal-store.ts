import { useSyncExternalStore } from 'react';

export type AuthMode = 'login' | 'register';

interface AuthModalState {
  isOpen: boolean;
  mode: AuthMode;
  /** Where a login made in this opening goes back to; null: the usual destination. */
  returnTo: string | null;
}

/**
 * Module store so any component (header, mobile bar, home CTAs, guards) can open the modal
 * without prop drilling; the modal itself lives once in the main layout.
 */
let state: AuthModalState = { isOpen: false, mode: 'login', returnTo: null };
const listeners = new Set<() => void>();

function setState(next: AuthModalState) {
  if (next.isOpen === state.isOpen && next.mode === state.mode && next.returnTo === state.returnTo) return;
  state = next;
  for (const listener of listeners) listener();
}

/**
 * `returnTo`: a login made in this opening comes back to this path (an ended session asks for the
 * login on the page the person was using: lib/session/session-expiry.ts). Opening the modal that
 * is already open keeps it: a feature that also answers the same 401 by asking for the login must
 * not send the person elsewhere.
 */
export function openAuthModal(mode: AuthMode, options: { returnTo?: string } = {}): void {
  const alreadyOpen = state.isOpen && state.mode === mode;
  setState({ isOpen: true, mode, returnTo: options.returnTo ?? (alreadyOpen ? state.returnTo : null) });
}

/** The path a login made now should come back to, if the modal was opened with one. */
export function authModalReturnPath(): string | null {
  return state.isOpen ? state.returnTo : null;
}

/**
 * While a sign-up is being created the modal must not close (Escape, backdrop, X): the request
 * would finish with nobody to take the person to the new profile.
 */
let locked = false;

export function setAuthModalLocked(value: boolean): void {
  locked = value;
}

export function isAuthModalLocked(): boolean {
  return locked;
}

export function closeAuthModal(): void {
  setState({ ...state, isOpen: false, returnTo: null });
}

export function switchAuthMode(mode: AuthMode): void {
  setState({ ...state, mode });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

export function useAuthModal() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...current, open: openAuthModal, close: closeAuthModal, switchMode: switchAuthMode };
}
