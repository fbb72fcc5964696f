import type { AdminUserSummary, AdminUsersQuery, UserType } from '@passarela/shared';
import { count, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, contracts, jobs, profiles, users } from '../../db/schema/index.ts';
import { pickColumns } from '../../db/pick-columns.ts';
import { pick } from '../../lib/pick.ts';
import { keysetColumns, newestFirstPage } from '../../lib/keyset-cursor.ts';
import { escapeLike } from '../../lib/escape-like.ts';

const summaryColumns = {
  ...pickColumns(users, 'id', 'name', 'email', 'userType', 'emailVerified', 'suspendedAt', 'suspensionReason', 'createdAt'),
  ...pickColumns(profiles, 'profileSlug', 'profileImageUrl', 'city', 'state', 'isVerified', 'phone', 'birthDate'),
  ...pickColumns(profiles, 'guardianName', 'guardianEmail', 'guardianPhone', 'guardianConfirmedAt'),
};

/** Accounts with their profile (none yet: its columns are null), as the admin's list shows them. */
const selectSummaries = (db: Database) => db.select(summaryColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id));

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export function toAdminUserSummary(row: SummaryRow): AdminUserSummary {
  return {
    ...pick(row, 'id', 'name', 'email'),
    user_type: row.userType,
    email_verified: row.emailVerified,
    profile_slug: row.profileSlug,
    profile_image_url: row.profileImageUrl,
    city: row.city,
    state: row.state,
    is_verified: row.isVerified ?? false,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspension_reason: row.suspensionReason,
    created_at: row.createdAt.toISOString(),
  };
}

/** The admin's view of accounts: search, one account with its numbers, badge and type changes. */
export function createAdminUserDirectoryRepository(db: Database) {
  /** Changes a person's profile; false when she has none. */
  const updateProfileOf = async (userId: string, changes: Partial<typeof profiles.$inferInsert>): Promise<boolean> => {
    const rows = await db
      .update(profiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning({ id: profiles.userId });
    return rows.length > 0;
  };

  return {
    async search(query: AdminUsersQuery, pageSize: number) {
      const conditions: (SQL | undefined)[] = [];
      const q = query.q?.trim();
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        conditions.push(
          or(
            sql`passarela_fold(${users.name}) like '%' || passarela_fold(${escapeLike(q)}) || '%'`,
            sql`${users.email} ilike ${pattern}`,
            sql`${profiles.profileSlug}::text ilike ${pattern}`,
          ),
        );
      }
      if (query.user_type) conditions.push(eq(users.userType, query.user_type));
      if (query.state) conditions.push(eq(profiles.state, query.state.toUpperCase()));
      if (query.status === 'suspended') conditions.push(isNotNull(users.suspendedAt));
      if (query.status === 'active') conditions.push(isNull(users.suspendedAt));
      const page = await newestFirstPage(
        db
          .select({ ...summaryColumns, ...keysetColumns(users) })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id)),
        { table: users, cursor: query.cursor, limit: pageSize, idKind: 'text' },
        conditions,
      );
      return { items: page.rows.map(toAdminUserSummary), nextCursor: page.nextCursor };
    },

    async findOne(userId: string): Promise<SummaryRow | undefined> {
      const rows = await selectSummaries(db).where(eq(users.id, userId)).limit(1);
      return rows[0];
    },

    async countsOf(userId: string) {
      const [[jobRow], [applicationRow], [contractRow]] = await Promise.all([
        db.select({ n: count() }).from(jobs).where(eq(jobs.ownerId, userId)),
        db.select({ n: count() }).from(applications).where(eq(applications.modelId, userId)),
        db
          .select({ n: count() })
          .from(contracts)
          .where(or(eq(contracts.ownerId, userId), eq(contracts.modelId, userId))),
      ]);
      return { jobs: jobRow?.n ?? 0, applications: applicationRow?.n ?? 0, contracts: contractRow?.n ?? 0 };
    },

    /** The badge lives on the profile (cards and pages read it there); false when there is no profile. */
    async removeBadge(userId: string): Promise<boolean> {
      return updateProfileOf(userId, { isVerified: false });
    },

    /**
     * An admin's correction of the birth date (README "Minors reach contractors through a
     * guardian"). An adult's profile keeps no guardian; a minor's keeps hers, confirmed or not.
     */
    async setBirthDate(userId: string, birthDate: string, options: { clearGuardian: boolean }): Promise<boolean> {
      const guardian = options.clearGuardian ? { guardianName: null, guardianEmail: null, guardianPhone: null, guardianConfirmedAt: null } : {};
      return updateProfileOf(userId, { birthDate, ...guardian });
    },

    async setUserType(userId: string, userType: UserType): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ userType, ...(userType === 'admin' ? { emailVerified: true } : {}), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type AdminUserDirectoryRepository = ReturnType<typeof createAdminUserDirectoryRepository>;
