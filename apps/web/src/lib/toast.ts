import { useSyncExternalStore } from 'react';

/**
 * Toast store: `toast({...})` can be called from anywhere (components, query callbacks, plain
 * modules); <Toaster /> renders the list with Radix Toast. Spec: default 5000 ms, at most 5 at once.
 * One error at a time: a new destructive toast replaces the one on screen, so a form
 * refused three times shows one message, not a stack of them.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to DEFAULT_TOAST_DURATION. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  /** False while the exit animation runs, just before removal. */
  open: boolean;
}

export const DEFAULT_TOAST_DURATION = 5000;
export const MAX_VISIBLE_TOASTS = 5;
/** Lets the exit animation finish before the toast leaves the DOM. */
const REMOVE_DELAY_MS = 200;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = `toast-${nextId}`;
  const item: ToastItem = {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? DEFAULT_TOAST_DURATION,
    open: true,
  };
  const kept = item.variant === 'destructive' ? toasts.filter((t) => t.variant !== 'destructive') : toasts;
  let next = [...kept, item];
  const open = next.filter((t) => t.open);
  if (open.length > MAX_VISIBLE_TOASTS) {
    // Drop the oldest at once: a sixth toast must never push the list past five.
    const dropped = new Set(open.slice(0, open.length - MAX_VISIBLE_TOASTS).map((t) => t.id));
    next = next.filter((t) => !dropped.has(t.id));
  }
  setToasts(next);
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: string): void {
  if (!toasts.some((t) => t.id === id && t.open)) return;
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => setToasts(toasts.filter((t) => t.id !== id)), REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current list, oldest first (closing toasts included until their animation ends). */
export function getToasts(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
