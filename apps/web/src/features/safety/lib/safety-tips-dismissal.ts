/**
 * Whether a model already read the first-run safety card of one moment: the first thread she opens,
 * the first time she is hired. Remembered per account in this browser's localStorage (a model who
 * shares a phone with her sister sees it once each), under
 * `passarela:dicas-de-seguranca:<moment>:<user id>` with the time it was dismissed. Where storage is
 * refused (a locked-down browser) the dismissal lasts until the tab closes.
 */
export type SafetyTipsMoment = 'conversation' | 'hired';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function safetyTipsKey(userId: string, moment: SafetyTipsMoment): string {
  return `passarela:dicas-de-seguranca:${moment}:${userId}`;
}

const dismissedThisTab = new Set<string>();
const listeners = new Set<() => void>();

function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function wasSafetyTipsDismissed(userId: string, moment: SafetyTipsMoment, storage: KeyValueStore | null = browserStorage()): boolean {
  const key = safetyTipsKey(userId, moment);
  if (dismissedThisTab.has(key)) return true;
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
}

export function dismissSafetyTips(userId: string, moment: SafetyTipsMoment, storage: KeyValueStore | null = browserStorage(), now: Date = new Date()): void {
  const key = safetyTipsKey(userId, moment);
  dismissedThisTab.add(key);
  try {
    storage?.setItem(key, now.toISOString());
  } catch {
    // Full or refused storage: the tab's memory above still hides the card.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: this tab's dismissals, and another tab's (the `storage` event). */
export function subscribeToSafetyTips(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
