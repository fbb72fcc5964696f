import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, jobs, profiles, proposals, shootBookings, users } from '../../db/schema/index.ts';
import type { ConversationSubjectKind } from './conversations.repository.ts';

/** The two sides of what a thread is about, as the rules need them. */
export interface SubjectParties {
  /** The model of the pair (the minor check is about her); a booking's buyer, who may be a model. */
  modelId: string;
  /** The other side: the job's owner, the proposal's owner, the booking's photographer, or the profile's visitor. */
  hirerId: string;
  title: string;
}

export function createConversationSubjectsRepository(db: Database) {
  return {
    /**
     * A model's visible profile by slug (not suspended, not hidden by her or by moderation); null for
     * anyone else (a contractor's profile is not a first-contact target).
     */
    async modelProfile(slug: string): Promise<{ userId: string; name: string } | null> {
      const [row] = await db
        .select({ userId: users.id, name: users.name, userType: users.userType })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(and(eq(profiles.profileSlug, slug), isNull(users.suspendedAt), eq(profiles.isHidden, false), isNull(profiles.moderationHiddenBy)))
        .limit(1);
      return row && row.userType === 'model' ? { userId: row.userId, name: row.name } : null;
    },

    async application(id: string): Promise<SubjectParties | null> {
      const [row] = await db
        .select({ modelId: applications.modelId, hirerId: jobs.ownerId, title: jobs.title })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.id, id))
        .limit(1);
      return row ?? null;
    },

    async proposal(id: string): Promise<SubjectParties | null> {
      const [row] = await db
        .select({ modelId: proposals.modelId, hirerId: proposals.ownerId, title: proposals.title })
        .from(proposals)
        .where(eq(proposals.id, id))
        .limit(1);
      return row ?? null;
    },

    /** A shoot booking's two sides: the buyer (a model or a contractor) and the photographer. */
    async booking(id: string): Promise<SubjectParties | null> {
      const [row] = await db
        .select({ modelId: shootBookings.buyerId, hirerId: shootBookings.photographerId, title: shootBookings.title })
        .from(shootBookings)
        .where(eq(shootBookings.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The titles of many threads' subjects at once (the list). */
    async titles(subjects: Array<{ kind: ConversationSubjectKind; id: string }>): Promise<Map<string, string>> {
      const ids = (kind: string) => subjects.filter((subject) => subject.kind === kind).map((subject) => subject.id);
      const titles = new Map<string, string>();
      const applicationIds = ids('application');
      if (applicationIds.length > 0) {
        const rows = await db
          .select({ id: applications.id, title: jobs.title, jobId: jobs.id })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(inArray(applications.id, applicationIds));
        for (const row of rows) titles.set(`application:${row.id}`, row.title);
      }
      const proposalIds = ids('proposal');
      if (proposalIds.length > 0) {
        const rows = await db.select({ id: proposals.id, title: proposals.title }).from(proposals).where(inArray(proposals.id, proposalIds));
        for (const row of rows) titles.set(`proposal:${row.id}`, row.title);
      }
      const bookingIds = ids('booking');
      if (bookingIds.length > 0) {
        const rows = await db.select({ id: shootBookings.id, title: shootBookings.title }).from(shootBookings).where(inArray(shootBookings.id, bookingIds));
        for (const row of rows) titles.set(`booking:${row.id}`, row.title);
      }
      return titles;
    },

    /** When the account was made and whether its email is confirmed: the daily limit on new threads. */
    async standing(userId: string): Promise<{ createdAt: Date; emailVerified: boolean } | null> {
      const [row] = await db.select({ createdAt: users.createdAt, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },
  };
}
