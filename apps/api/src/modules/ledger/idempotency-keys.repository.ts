import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/** One request's key: who sent it, for which operation, and the key itself. */
export interface IdempotencyKeyId {
  userId: string;
  scope: string;
  key: string;
}

/** The stored keys of money requests and their first answers (runIdempotent). */
export function createIdempotencyKeysRepository(db: Database) {
  const match = (id: IdempotencyKeyId) => and(eq(idempotencyKeys.userId, id.userId), eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key));
  return {
    /** Takes the key for this request; false when someone already holds it (the unique index decides). */
    async claim(id: IdempotencyKeyId, requestHash: string): Promise<boolean> {
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ ...id, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return claimed !== undefined;
    },

    async find(id: IdempotencyKeyId) {
      const [existing] = await db.select().from(idempotencyKeys).where(match(id)).limit(1);
      return existing;
    },

    /** The first answer, replayed to any retry with the same key. */
    async storeResponse(id: IdempotencyKeyId, responseBody: unknown): Promise<void> {
      await db.update(idempotencyKeys).set({ responseStatus: 200, responseBody }).where(match(id));
    },
  };
}
