import { LIVE_UPDATES_PATH, type LiveUpdate, type LiveUpdateType, liveUpdateTypes } from '@passarela/shared';
import { useEffect, useEffectEvent } from 'react';

type Handler = (update: LiveUpdate) => void;

const handlers = new Map<LiveUpdateType, Set<Handler>>();
let source: EventSource | null = null;

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
  source = new EventSource(LIVE_UPDATES_PATH, { withCredentials: true });
  for (const type of liveUpdateTypes) source.addEventListener(type, (message) => dispatch(type, message as MessageEvent<string>));
}

function disconnectIfUnused(): void {
  if ([...handlers.values()].some((set) => set.size > 0)) return;
  source?.close();
  source = null;
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
