import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, proposals, users } from '../../db/schema/index.ts';
import { rowsById } from '../../db/rows-by-id.ts';

export type ProposalRow = typeof proposals.$inferSelect;

export function createProposalsRepository(db: Database) {
  const { findById, insert } = rowsById(db, proposals);
  return {
    findById,
    insert,

    /** Locks the proposal when `userId` is on the given side of it; undefined otherwise. */
    async lockOfSide(proposalId: string, side: 'owner' | 'model', userId: string): Promise<ProposalRow | undefined> {
      const sideColumn = side === 'owner' ? proposals.ownerId : proposals.modelId;
      const [row] = await db
        .select()
        .from(proposals)
        .where(and(eq(proposals.id, proposalId), eq(sideColumn, userId)))
        .for('update');
      return row;
    },

    async setAnswer(proposalId: string, status: ProposalRow['status'], answeredAt: Date): Promise<void> {
      await db.update(proposals).set({ status, answeredAt }).where(eq(proposals.id, proposalId));
    },

    /** Received (the model's) or sent (the owner's), newest first. */
    async listOf(role: 'received' | 'sent', userId: string, limit: number): Promise<ProposalRow[]> {
      const column = role === 'received' ? proposals.modelId : proposals.ownerId;
      return db.select().from(proposals).where(eq(column, userId)).orderBy(desc(proposals.createdAt), desc(proposals.id)).limit(limit);
    },

    /** The model a profile slug names, if she may receive a proposal (a model, not suspended, not hidden by moderation). */
    async findModelIdBySlug(slug: string): Promise<string | undefined> {
      const [model] = await db
        .select({ userId: users.id })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(profiles.profileSlug, slug), eq(users.userType, 'model'), isNull(users.suspendedAt), isNull(profiles.moderationHiddenBy)))
        .limit(1);
      return model?.userId;
    },
  };
}

export type ProposalsRepository = ReturnType<typeof createProposalsRepository>;
