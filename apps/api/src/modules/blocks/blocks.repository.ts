import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, userBlocks, users } from '../../db/schema/index.ts';

export function createBlocksRepository(db: Database) {
  return {
    /** Whether either of the two blocked the other. */
    async eitherBlocked(first: string, second: string): Promise<boolean> {
      const [row] = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(and(eq(userBlocks.blockerId, first), eq(userBlocks.blockedId, second)), and(eq(userBlocks.blockerId, second), eq(userBlocks.blockedId, first))),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Everyone `userId` blocked or who blocked `userId`: the people the lists leave out for her.
     * Two index reads (the primary key, user_blocks_blocked_idx); almost always empty.
     */
    async peopleApartFrom(userId: string): Promise<string[]> {
      const [blocked, blockers] = await Promise.all([
        db.select({ id: userBlocks.blockedId }).from(userBlocks).where(eq(userBlocks.blockerId, userId)),
        db.select({ id: userBlocks.blockerId }).from(userBlocks).where(eq(userBlocks.blockedId, userId)),
      ]);
      return [...new Set([...blocked, ...blockers].map((row) => row.id))].sort();
    },

    async blockedBy(blockerId: string, blockedId: string): Promise<boolean> {
      const [row] = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
        .limit(1);
      return row !== undefined;
    },

    async block(blockerId: string, blockedId: string): Promise<void> {
      await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },

    list(blockerId: string) {
      return db
        .select({
          userId: users.id,
          name: users.name,
          userType: users.userType,
          profileSlug: profiles.profileSlug,
          profileImageUrl: profiles.profileImageUrl,
          isVerified: profiles.isVerified,
        })
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(userBlocks.blockerId, blockerId))
        .orderBy(userBlocks.createdAt);
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
