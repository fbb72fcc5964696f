import type { BlockedUsers } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type BlocksRepository, createBlocksRepository } from './blocks.repository.ts';

/**
 * Blocking (docs/product.md "Conversations"): either side stops the other for good, until unblocked.
 * A block is checked wherever two people would reach each other: messages, proposals, applications.
 */
export function createBlocksService({ repository }: { repository: BlocksRepository }) {
  return {
    async list(userId: string): Promise<BlockedUsers> {
      const rows = await repository.list(userId);
      return {
        items: rows.map((row) => ({
          user_id: row.userId,
          name: row.name,
          user_type: row.userType,
          profile_slug: row.profileSlug,
          profile_image_url: row.profileImageUrl,
          is_verified: row.isVerified ?? false,
        })),
      };
    },

    async block(userId: string, blockedId: string): Promise<{ blocked: true }> {
      if (userId === blockedId) throw new AppError('CONVERSATION_SELF');
      // An unknown id answers like a known one would not: 404, not a foreign-key 500.
      if (!(await repository.userExists(blockedId))) throw new AppError('USER_NOT_FOUND');
      await repository.block(userId, blockedId);
      return { blocked: true };
    },

    async unblock(userId: string, blockedId: string): Promise<{ blocked: false }> {
      await repository.unblock(userId, blockedId);
      return { blocked: false };
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;

/** Inside a transaction that would connect two people: refuses when either blocked the other. */
export async function refuseIfBlocked(tx: Database, first: string, second: string): Promise<void> {
  if (await createBlocksRepository(tx).eitherBlocked(first, second)) throw new AppError('USER_BLOCKED');
}
