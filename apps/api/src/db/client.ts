import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { guardQueriesInsideTransactions } from './pglite-transaction-guard.ts';
import * as schema from './schema/index.ts';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Round-trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  onPoolError?: (error: Error) => void;
  /**
   * A dump of a migrated embedded database (db/embedded-template.ts) that a new DATA_DIR starts
   * from instead of PGlite's initdb; ignored when the file is absent or the database exists.
   */
  embeddedTemplate?: string;
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR (or in memory for
 * `memory://`). Both speak the same SQL and load the same extensions, so the rest of the code
 * never knows which one it runs on.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  // Each driver is imported only when chosen: a PostgreSQL instance never loads PGlite, nor the
  // embedded one node-postgres's Drizzle driver (start-up time and memory, bench/start-up.ts).
  if (options.databaseUrl && options.databaseUrl !== 'memory://') {
    const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    // A burst of money requests queues behind one wallet's row lock while holding connections:
    // wait up to 15 s for a free one rather than answer 503 to people who are merely in line.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 15_000,
      // TCP keep-alive probes on every connection: when the database host vanishes without closing
      // them (a managed database failing over), the dead ones error out within seconds instead of
      // hanging until the kernel gives up, and the pool replaces them.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Reconnecting needs no code of ours: a client losing its connection (PostgreSQL restarting,
    // its backends terminated) is dropped, and the next query opens a new one. An idle client's
    // error must not crash the process; it is only logged. Proven by
    // modules/health/health-reconnect.test.ts.
    pool.on('error', (error) => options.onPoolError?.(error));
    // pg-pool listens on idle clients only: a client checked out by a request, between two of its
    // statements, when PostgreSQL restarts would emit an unhandled 'error' and end the process
    // (seen in bench/cluster). Its query fails and the request answers 500; the process lives on.
    pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
    const db = drizzle(pool, { schema });
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  const [{ PGlite }, { citext }, { pg_trgm }, { unaccent }, { btree_gist }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    // The shoot bookings' no-overlap exclusion constraint (migration 0024).
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
  ]);
  const extensions = { citext, pg_trgm, unaccent, btree_gist };
  let client: PGlite;
  let releaseLock = () => {};
  if (options.databaseUrl === 'memory://') {
    client = await PGlite.create({ extensions });
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const release = acquireDataDirLock(options.dataDir);
    try {
      const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
      const template = isNew && options.embeddedTemplate && existsSync(options.embeddedTemplate) ? options.embeddedTemplate : undefined;
      client = await PGlite.create({ dataDir: dir, extensions, ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}) });
    } catch (error) {
      release();
      throw error;
    }
    releaseLock = release;
  }
  guardQueriesInsideTransactions(client);
  // Drizzle's pglite and node-postgres databases share the query-builder API; one type keeps
  // repositories driver-agnostic.
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}
