import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR (or in memory for
 * `memory://`). Both speak the same SQL and load the same extensions, so the rest of the code
 * never knows which one it runs on.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl && options.databaseUrl !== 'memory://') {
    // A burst of money requests queues behind one wallet's row lock while holding connections:
    // wait up to 15 s for a free one rather than answer 503 to people who are merely in line.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 15_000 });
    // An idle client losing its connection (e.g. PostgreSQL restarting) must not crash the
    // process; the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  const extensions = { citext, pg_trgm, unaccent };
  let client: PGlite;
  let releaseLock = () => {};
  if (options.databaseUrl === 'memory://') {
    client = await PGlite.create({ extensions });
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const release = acquireDataDirLock(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: dir, extensions });
    } catch (error) {
      release();
      throw error;
    }
    releaseLock = release;
  }
  guardQueriesInsideTransactions(client);
  // Drizzle's pglite and node-postgres databases share the query-builder API; one type keeps
  // repositories driver-agnostic.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
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
