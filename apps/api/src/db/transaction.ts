import type { Database } from './client.ts';

/** Runs `work` in one database transaction; repositories built on the given handle join it. */
export type TransactionRunner = <T>(work: (tx: Database) => Promise<T>) => Promise<T>;

export function createTransactionRunner(db: Database): TransactionRunner {
  // A drizzle transaction has the same query-builder API as the database it came from.
  return (work) => db.transaction((tx) => work(tx as unknown as Database));
}
