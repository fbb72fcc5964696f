import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { pgliteOf, pgPoolOf } from '../../db/driver-clients.ts';
import { LIVE_EVENTS_CHANNEL, decodeLiveEvent, encodeLiveEvent } from './live-event-codec.ts';
import { type LiveEvent, type LiveEventListener, type LiveEvents, RESYNC_EVENT_TYPE } from './live-events.ts';

export interface DatabaseLiveEventsOptions {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** First wait before reconnecting a lost LISTEN connection, doubled up to 5 s. */
  reconnectDelayMs?: number;
}

/** An open LISTEN. */
interface Listening {
  stop(): Promise<void>;
}

const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * LiveEvents through the database (docs/architecture.md "Live updates"). Publishing is one
 * `pg_notify` on the app's own connection or the caller's transaction. Hearing is a LISTEN: on
 * PostgreSQL a dedicated connection per instance (not from the pool, which would hand it back),
 * reopened with backoff when PostgreSQL restarts, after which every subscriber gets a 'resync'
 * (events sent while it was down are lost, so pages refetch); on PGlite the instance's own
 * listener, in process.
 */
export function createDatabaseLiveEvents({ database, logger, reconnectDelayMs = 250 }: DatabaseLiveEventsOptions): LiveEvents {
  const subscribers = new Map<string, Set<LiveEventListener>>();
  let listening: Listening | null = null;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  function dispatch(event: LiveEvent): void {
    for (const listener of subscribers.get(event.topic) ?? []) {
      try {
        listener(event);
      } catch (error) {
        logger.error({ err: error, type: event.type }, 'a live event listener failed');
      }
    }
  }

  function onPayload(payload: string | undefined): void {
    const event = payload ? decodeLiveEvent(payload) : null;
    if (event) dispatch(event);
  }

  async function listenOnPostgres(onLost: () => void): Promise<Listening> {
    // Loaded here, as db/client.ts loads the drivers: an embedded instance never loads pg.
    const { default: pgModule } = await import('pg');
    const { connectionString } = pgPoolOf(database).options;
    const client: pg.Client = new pgModule.Client({ connectionString, keepAlive: true, keepAliveInitialDelayMillis: 10_000, application_name: 'passarela-live-events' });
    let lost = false;
    const lose = (reason?: Error) => {
      if (lost) return;
      lost = true;
      if (reason && !stopped) logger.warn({ err: reason }, 'live events connection lost; reconnecting');
      client.end().catch(() => undefined);
      onLost();
    };
    client.on('notification', (message) => {
      if (message.channel === LIVE_EVENTS_CHANNEL) onPayload(message.payload);
    });
    client.on('error', lose);
    client.on('end', () => lose());
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    return {
      stop: async () => {
        lost = true;
        await client.end().catch(() => undefined);
      },
    };
  }

  async function listenOnPglite(): Promise<Listening> {
    const unlisten = await pgliteOf(database).listen(LIVE_EVENTS_CHANNEL, onPayload);
    return { stop: () => unlisten() };
  }

  function resyncEveryone(): void {
    for (const topic of subscribers.keys()) dispatch({ topic, type: RESYNC_EVENT_TYPE, data: {} });
  }

  const onLost = () => {
    listening = null;
    scheduleReconnect(0);
  };

  /** A lost LISTEN connection, opened again; then everyone refetches what they may have missed. */
  async function reconnect(attempt: number): Promise<void> {
    if (stopped) return;
    try {
      listening = await listenOnPostgres(onLost);
      logger.info('live events connection restored');
      resyncEveryone();
    } catch (error) {
      if (stopped) return;
      logger.warn({ err: error, attempt }, 'live events could not listen; retrying');
      scheduleReconnect(attempt + 1);
    }
  }

  function scheduleReconnect(attempt: number): void {
    if (stopped || reconnectTimer) return;
    const delay = Math.min(reconnectDelayMs * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void reconnect(attempt);
    }, delay);
    reconnectTimer.unref();
  }

  return {
    async publish(event: LiveEvent, tx?: Database): Promise<void> {
      await (tx ?? database.db).execute(sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${encodeLiveEvent(event)})`);
    },

    subscribe(topic: string, listener: LiveEventListener): () => void {
      const listeners = subscribers.get(topic) ?? new Set<LiveEventListener>();
      listeners.add(listener);
      subscribers.set(topic, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) subscribers.delete(topic);
      };
    },

    async start(): Promise<void> {
      stopped = false;
      if (database.driver === 'pglite') {
        listening = await listenOnPglite();
        return;
      }
      // The first LISTEN must work at start (as the database itself must); later losses reconnect.
      listening = await listenOnPostgres(onLost);
    },

    async stop(): Promise<void> {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      await listening?.stop();
      listening = null;
    },
  };
}
