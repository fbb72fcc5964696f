import { type AppConfig, ConfigError } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DatabaseLockedError } from '../db/data-dir-lock.ts';
import { runMigrations } from '../db/migrate.ts';

/** What the operator commands (admin:create, demo:seed) share: the server's database and how they end. */

/** Opens the database the server uses (DATA_DIR or DATABASE_URL), migrated, for the length of `work`. */
export async function withServerDatabase<T>(config: AppConfig, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command's main and exits with the code it returns. A bad configuration or a database the
 * server holds prints its own message; `explain` may word other errors (invalid input); anything
 * else prints after `failure`.
 */
export function runOperatorCommand(main: () => Promise<number>, failure: string, explain: (error: unknown) => string | undefined = () => undefined): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known = error instanceof ConfigError || error instanceof DatabaseLockedError ? error.message : explain(error);
      process.stderr.write(`${known ?? `${failure}: ${error instanceof Error ? error.message : String(error)}`}\n`);
      process.exit(1);
    },
  );
}
