import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { identityVerifications, profiles, users } from '../../db/schema/index.ts';

export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;
export type DecidedStatus = 'approved' | 'rejected';

/** Where a page of the admin's queue ends: the phase, and the last row's time (exact text) and id. */
export interface QueuePosition {
  phase: 'pending' | 'decided';
  at: string;
  id: string;
}

/** One row of the admin's queue, with its person and how many other accounts share its CPF. */
export interface QueueRow {
  verification: IdentityVerificationRow;
  user: { id: string; name: string; email: string; userType: string; createdAt: Date; profileSlug: string | null };
  sameCpfAccounts: number;
  /** submitted_at (pending) or decided_at (decided) as PostgreSQL prints it: the cursor's time. */
  atKey: string;
}

/** The queue's columns: the submission, its person, and how many other accounts share its CPF hash. */
function queueSelect(db: Database) {
  const iv = identityVerifications;
  const other = sql.raw('other_iv');
  return db
    .select({
      verification: iv,
      userId: users.id,
      name: users.name,
      email: users.email,
      userType: users.userType,
      userCreatedAt: users.createdAt,
      profileSlug: profiles.profileSlug,
      sameCpfAccounts: sql<number>`(select count(distinct ${other}.user_id)::int from identity_verifications ${other}
        where ${other}.cpf_hash = ${iv.cpfHash} and ${other}.user_id <> ${iv.userId})`,
      // The cursor's time, exact: submitted_at while pending, decided_at once decided.
      atKey: sql<string>`coalesce(${iv.decidedAt}, ${iv.submittedAt})::text`,
    })
    .from(iv)
    .innerJoin(users, eq(users.id, iv.userId))
    .leftJoin(profiles, eq(profiles.userId, iv.userId))
    .$dynamic();
}

type QueueSelectRow = Awaited<ReturnType<ReturnType<typeof queueSelect>['execute']>>[number];

function toQueueRow(row: QueueSelectRow): QueueRow {
  return {
    verification: row.verification,
    user: { id: row.userId, name: row.name, email: row.email, userType: row.userType, createdAt: row.userCreatedAt, profileSlug: row.profileSlug },
    sameCpfAccounts: row.sameCpfAccounts,
    atKey: row.atKey,
  };
}

/** The only code that reads or writes identity_verifications (and the badge it sets). */
export function createIdentityVerificationRepository(db: Database) {
  return {
    /** The profile's badge, or null when the person has no profile (a deleted account). */
    async badgeOf(userId: string): Promise<{ isVerified: boolean } | null> {
      const [row] = await db.select({ isVerified: profiles.isVerified }).from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },

    /** The person's latest submission. */
    async latestOf(userId: string): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .orderBy(desc(identityVerifications.submittedAt), desc(identityVerifications.id))
        .limit(1);
      return row;
    },

    async hasPending(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: identityVerifications.id })
        .from(identityVerifications)
        .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.status, 'pending')))
        .limit(1);
      return row !== undefined;
    },

    /** The partial unique index (one pending per person) refuses a second: the caller maps it. */
    async insert(values: typeof identityVerifications.$inferInsert): Promise<IdentityVerificationRow> {
      const [row] = await db.insert(identityVerifications).values(values).returning();
      if (!row) throw new Error('identity verification insert returned no row');
      return row;
    },

    async findById(id: string): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.id, id));
      return row;
    },

    /** Locks the row for a decision (inside the decision's transaction). */
    async lockById(id: string): Promise<IdentityVerificationRow | undefined> {
      const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.id, id)).for('update');
      return row;
    },

    async decide(id: string, decision: { status: DecidedStatus; decidedBy: string; reason: string; at: Date }): Promise<void> {
      await db
        .update(identityVerifications)
        .set({ status: decision.status, decidedBy: decision.decidedBy, decisionReason: decision.reason, decidedAt: decision.at })
        .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, 'pending')));
    },

    /** The verified badge (cards, profiles, applications, conversations): the admin's switch sets the same column. */
    async setVerified(userId: string, at: Date): Promise<void> {
      await db.update(profiles).set({ isVerified: true, updatedAt: at }).where(eq(profiles.userId, userId));
    },

    /** The person as the audit log names her ("Ana Souza <ana@…>"; erased with her account). */
    async labelOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
      return row ? `${row.name} <${row.email}>` : null;
    },

    /**
     * One phase of the admin's queue after `after`: pending ones oldest first, decided ones newest
     * decision first; `status` narrows the decided phase to approved or rejected.
     */
    async queuePage(phase: 'pending' | 'decided', options: { status?: DecidedStatus; after?: QueuePosition; limit: number }): Promise<QueueRow[]> {
      const iv = identityVerifications;
      const pending = phase === 'pending';
      const conditions: (SQL | undefined)[] = [
        pending ? eq(iv.status, 'pending') : options.status ? eq(iv.status, options.status) : inArray(iv.status, ['approved', 'rejected']),
      ];
      if (options.after) {
        const { at, id } = options.after;
        conditions.push(
          pending
            ? sql`(${iv.submittedAt}, ${iv.id}) > (${at}::timestamptz, ${id}::uuid)`
            : sql`(${iv.decidedAt}, ${iv.id}) < (${at}::timestamptz, ${id}::uuid)`,
        );
      }
      const rows = await queueSelect(db)
        .where(and(...conditions))
        .orderBy(...(pending ? [asc(iv.submittedAt), asc(iv.id)] : [desc(iv.decidedAt), desc(iv.id)]))
        .limit(options.limit);
      return rows.map(toQueueRow);
    },

    /** One submission as the admin's queue shows it. */
    async queueRowById(id: string): Promise<QueueRow | undefined> {
      const [row] = await queueSelect(db).where(eq(identityVerifications.id, id));
      return row ? toQueueRow(row) : undefined;
    },

    /**
     * Decided submissions whose files are still kept and whose decision is older than `cutoff`,
     * locked and skipped by any other run holding them (two instances never delete the same at once).
     */
    async lockFilesDue(cutoff: Date, limit: number): Promise<IdentityVerificationRow[]> {
      const iv = identityVerifications;
      return db
        .select()
        .from(iv)
        .where(and(isNotNull(iv.decidedAt), isNull(iv.filesDeletedAt), lt(iv.decidedAt, cutoff)))
        .orderBy(asc(iv.decidedAt), asc(iv.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** The files are gone: the keys go too, status and decision stay. */
    async markFilesDeleted(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(identityVerifications)
        .set({ filesDeletedAt: at, documentFileKey: null, selfieFileKey: null })
        .where(and(inArray(identityVerifications.id, ids), isNull(identityVerifications.filesDeletedAt)));
    },

    /**
     * An account's deletion (docs/security.md #21): a submission still waiting is closed as
     * rejected (nobody may approve a deleted account), and every submission's file keys go at once,
     * so no route reaches them; answers the submissions whose files the store must now delete.
     */
    async closeForDeletedAccount(userId: string, at: Date, reason: string): Promise<string[]> {
      const iv = identityVerifications;
      await db
        .update(iv)
        .set({ status: 'rejected', decidedAt: at, decisionReason: reason })
        .where(and(eq(iv.userId, userId), eq(iv.status, 'pending')));
      const withFiles = await db
        .update(iv)
        .set({ filesDeletedAt: at, documentFileKey: null, selfieFileKey: null })
        .where(and(eq(iv.userId, userId), isNull(iv.filesDeletedAt)))
        .returning({ id: iv.id });
      return withFiles.map((row) => row.id);
    },
  };
}

export type IdentityVerificationRepository = ReturnType<typeof createIdentityVerificationRepository>;
