import type { LiveEvent } from './live-events.ts';

/** The one PostgreSQL channel every instance LISTENs on; events name their topic inside. */
export const LIVE_EVENTS_CHANNEL = 'passarela_live_events';

/** NOTIFY refuses payloads of 8000 bytes or more; events are ids, far below. */
const MAX_PAYLOAD_BYTES = 7_900;

export function encodeLiveEvent(event: LiveEvent): string {
  const payload = JSON.stringify({ topic: event.topic, type: event.type, data: event.data ?? {} });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`live event '${event.type}' is too large for NOTIFY: send ids, not content`);
  return payload;
}

/** null for anything that is not one of ours (another program NOTIFYing on the channel). */
export function decodeLiveEvent(payload: string): LiveEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent>;
    if (typeof value.topic !== 'string' || typeof value.type !== 'string') return null;
    return { topic: value.topic, type: value.type, data: value.data ?? {} };
  } catch {
    return null;
  }
}
