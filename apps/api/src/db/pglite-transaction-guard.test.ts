import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { QUERY_INSIDE_TRANSACTION_MESSAGE } from './pglite-transaction-guard.ts';
import { createTransactionRunner } from './transaction.ts';

// PGlite only: this is the trap of its single connection (PostgreSQL's pool has no such hang).
describe('PGlite: a query outside the open transaction of the same work', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: 'memory://', dataDir: '/nonexistent' });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('fails at once instead of hanging the database for everybody', async () => {
    const runInTransaction = createTransactionRunner(handle.db);
    const outcome = runInTransaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await handle.db.execute(sql`select 2`);
    });
    // Drizzle wraps the driver's error in its own ("Failed query: ..."), with ours as the cause.
    await expect(outcome).rejects.toMatchObject({ cause: { message: QUERY_INSIDE_TRANSACTION_MESSAGE } });
    // The database still answers, inside and outside transactions.
    await expect(runInTransaction((tx) => tx.execute(sql`select 3 as n`))).resolves.toBeDefined();
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('lets other requests query while a transaction is open, and work continue after it ended', async () => {
    const runInTransaction = createTransactionRunner(handle.db);
    let releaseTransaction = () => {};
    const held = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    let afterwards: Promise<unknown> = Promise.resolve();
    const transaction = runInTransaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
      // Started inside, run after the commit: allowed, the transaction is over by then.
      afterwards = new Promise((resolve) => setTimeout(resolve, 20)).then(() => handle.db.execute(sql`select 4`));
    });
    // Another request (not inside the transaction's work) waits its turn and then runs.
    const otherRequest = handle.db.execute(sql`select 5`);
    releaseTransaction();
    await transaction;
    await expect(otherRequest).resolves.toBeDefined();
    await expect(afterwards).resolves.toBeDefined();
  });
});
