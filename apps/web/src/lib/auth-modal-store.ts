import { useSyncExternalStore } from 'react';

export type AuthMode = 'login' | 'register';

interface AuthModalState {
  isOpen: boolean;
  mode: AuthMode;
}

/**
 * Module store so any component (header, mobile bar, home CTAs, guards) can open the modal
 * without prop drilling; the modal itself lives once in the main layout.
 */
let state: AuthModalState = { isOpen: false, mode: 'login' };
const listeners = new Set<() => void>();

function setState(next: AuthModalState) {
  if (next.isOpen === state.isOpen && next.mode === state.mode) return;
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthModal(mode: AuthMode): void {
  setState({ isOpen: true, mode });
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
  setState({ ...state, isOpen: false });
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
