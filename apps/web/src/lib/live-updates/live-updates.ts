import { LIVE_UPDATES_PATH, type LiveUpdate, type LiveUpdateType, liveUpdateTypes } from '@passarela/shared';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

type Handler = (update: LiveUpdate) => void;

const handlers = new Map<LiveUpdateType, Set<Handler>>();
let source: EventSource | null = null;
/** Whether the stream is open now (not connecting, retrying, closed or unsupported). */
let connected = false;
const connectionListeners = new Set<() => void>();

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of connectionListeners) listener();
}

function dispatch(type: LiveUpdateType, message: MessageEvent<string>): void {
  let update: LiveUpdate;
  try {
    update = JSON.parse(message.data) as LiveUpdate;
  } catch {
    return;
  }
  for (const handler of handlers.get(type) ?? []) handler(update);
}

/**
 * One stream per tab, opened while some component listens and closed when none does. The browser
 * reconnects a dropped stream by itself (the server's `retry:`); an answer other than 200 (the
 * session ended: 401) closes it for good, and the next sign-in opens a new one.
 */
function connect(): void {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource(LIVE_UPDATES_PATH, { withCredentials: true });
  source = opened;
  opened.addEventListener('open', () => setConnected(true));
  // Cut (the browser retries) or refused (closed): either way, not connected until it opens again.
  opened.addEventListener('error', () => setConnected(opened.readyState === EventSource.OPEN));
  for (const type of liveUpdateTypes) opened.addEventListener(type, (message) => dispatch(type, message as MessageEvent<string>));
}

function disconnectIfUnused(): void {
  if ([...handlers.values()].some((set) => set.size > 0)) return;
  source?.close();
  source = null;
  setConnected(false);
}

function subscribeToConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}

/**
 * Whether the live stream is open: a screen that lives on it (an open thread) polls while it is not
 * (no EventSource, a proxy that cuts streams, the server restarting), and stops once it opens.
 */
export function useLiveUpdatesConnected(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => connected,
    () => false,
  );
}

/**
 * Calls `handler` when the server says `types` changed for the signed-in person (docs/architecture.md
 * "Live updates"), while `enabled`. The page then refetches through its usual query; the polling it
 * already does stays as the fallback when the stream is down.
 */
export function useLiveUpdates(types: readonly LiveUpdateType[], handler: Handler, enabled: boolean): void {
  const onUpdate = useEffectEvent(handler);
  const key = types.join(',');
  useEffect(() => {
    if (!enabled) return undefined;
    const listener: Handler = (update) => onUpdate(update);
    const listened = key.split(',') as LiveUpdateType[];
    for (const type of listened) {
      const set = handlers.get(type) ?? new Set<Handler>();
      set.add(listener);
      handlers.set(type, set);
    }
    connect();
    return () => {
      for (const type of listened) handlers.get(type)?.delete(listener);
      disconnectIfUnused();
    };
  }, [key, enabled]);
}
