import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

export const QUERY_INSIDE_TRANSACTION_MESSAGE =
  'A query went to the database handle while a transaction of the same work was open. On PGlite it would wait for that transaction forever; use the transaction handle (tx), or query before the transaction starts.';

/**
 * PGlite has a single connection: a query sent through the client while a transaction is open
 * waits until the transaction ends. Sent from inside that transaction's own work, it waits
 * forever, and every later request waits behind it: the whole server hangs with no error (the
 * gallery once did this by reading the settings inside its transaction). This guard makes such a
 * query fail at once, with a message naming the mistake, so it shows up in tests and logs instead.
 * PostgreSQL has a pool and no such trap, but the same code runs on both.
 */
export function guardQueriesInsideTransactions(client: PGlite): void {
  const transactionOfThisWork = new AsyncLocalStorage<{ open: boolean }>();
  const transaction = client.transaction.bind(client);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);

  const refuseInsideTransaction = () => {
    if (transactionOfThisWork.getStore()?.open) throw new Error(QUERY_INSIDE_TRANSACTION_MESSAGE);
  };

  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    // Work started inside the transaction but still running after it ended may query again.
    const state = { open: true };
    try {
      return await transactionOfThisWork.run(state, () => transaction(callback));
    } finally {
      state.open = false;
    }
  }) as PGlite['transaction'];
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    refuseInsideTransaction();
    return query(...args);
  }) as PGlite['query'];
  client.exec = async (...args: Parameters<PGlite['exec']>) => {
    refuseInsideTransaction();
    return exec(...args);
  };
}
