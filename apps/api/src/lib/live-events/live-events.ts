import type { Database } from '../../db/client.ts';

/**
 * Something a signed-in person's open pages should learn without reloading (a new message, a new
 * notification). Small on purpose: it names what changed, and the page asks the API for the rest
 * with the person's own access rules, so an event never carries what its reader may not see.
 */
export interface LiveEvent {
  /** Who hears it: `user:<id>` (every page that person has open, on any instance). */
  topic: string;
  /** What changed, e.g. 'notification' or 'conversation.message'. */
  type: string;
  /** Ids, counts: never text a person wrote. */
  data?: Record<string, string | number | boolean | null>;
}

/**
 * Told to every subscriber when the instance may have missed events (its database connection was
 * lost and is back): a page refetches what it shows, as after a reload.
 */
export const RESYNC_EVENT_TYPE = 'resync';

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * Live updates across instances (docs/architecture.md "Live updates"): published through the
 * database (PostgreSQL NOTIFY, or the embedded PGlite's own), so an event published by the
 * instance that took a request reaches readers connected to any other.
 */
export interface LiveEvents {
  /**
   * Publishes `event`. Given the caller's transaction, it is sent only if that transaction commits
   * (NOTIFY is transactional), so nobody hears of a change that was rolled back.
   */
  publish(event: LiveEvent, tx?: Database): Promise<void>;
  /** Calls `listener` for the events of `topic` heard by this instance; answers the unsubscribe. */
  subscribe(topic: string, listener: LiveEventListener): () => void;
  /** Starts listening; events published before are not heard here. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const userTopic = (userId: string) => `user:${userId}`;
