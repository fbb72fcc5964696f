import type { UserType } from '@passarela/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Viewer, visibleToViewer } from '../../db/moderation-visibility.ts';
import { contracts, reviews, shootBookings } from '../../db/schema/index.ts';
import { type RatingColumns, ratingColumnsSql, reviewVisibleSql, toRatingSummary, windowDaysParam } from './review-sql.ts';

export interface ReviewRow {
  id: string;
  contract_id: string;
  contract_title: string;
  /** What was reviewed: a contract, or a shoot booking (whose id `contract_id` then holds). */
  subject: 'contract' | 'shoot_booking';
  reviewer_id: string;
  reviewee_id: string;
  rating: number;
  comment: string;
  reply: string | null;
  replied_at: Date | string | null;
  created_at: Date | string;
  created_at_key: string;
  hidden_at: Date | string | null;
  visible: boolean;
  reviewer_name: string;
  reviewer_user_type: UserType;
  reviewer_slug: string | null;
  reviewer_image: string | null;
  reviewee_name: string;
  reviewee_user_type: UserType;
  reviewee_slug: string | null;
  reviewee_image: string | null;
}

export interface ReviewPosition {
  createdAt: string;
  id: string;
}

/** Every review column a view needs, with `visible` (to others than the author) computed. */
function reviewSelect(windowDays: SQL, where: SQL, tail: SQL = sql``): SQL {
  return sql`select r.id, coalesce(r.contract_id, r.shoot_booking_id) as contract_id, coalesce(c.title, sb.title) as contract_title, case when r.contract_id is null then 'shoot_booking' else 'contract' end as subject, r.reviewer_id, r.reviewee_id, r.rating, r.comment, r.reply,
      r.replied_at, r.created_at, r.created_at::text as created_at_key, r.hidden_at, ${reviewVisibleSql('r', windowDays)} as visible,
      ru.name as reviewer_name, ru.user_type as reviewer_user_type, rp.profile_slug::text as reviewer_slug, rp.profile_image_url as reviewer_image,
      eu.name as reviewee_name, eu.user_type as reviewee_user_type, ep.profile_slug::text as reviewee_slug, ep.profile_image_url as reviewee_image
    from reviews r
    left join contracts c on c.id = r.contract_id
    left join shoot_bookings sb on sb.id = r.shoot_booking_id
    join users ru on ru.id = r.reviewer_id
    left join profiles rp on rp.user_id = r.reviewer_id
    join users eu on eu.id = r.reviewee_id
    left join profiles ep on ep.user_id = r.reviewee_id
    where ${where} ${tail}`;
}

/**
 * What reviews read of what is reviewed, a contract or a shoot booking (issue 27): its two sides
 * (the one who hired or booked as owner, the model or photographer as model), title, state and
 * when it completed.
 */
export interface ContractRecord {
  id: string;
  ownerId: string;
  modelId: string;
  title: string;
  status: string;
  completedAt: Date | null;
}

export type ReviewSubject = 'contract' | 'shoot_booking';

/**
 * Reviews and the ratings made of them. `windowDays` is REVIEW_WINDOW_DAYS, which the service
 * reads from the settings before querying (never inside a transaction).
 */
export function createReviewsRepository(db: Database) {
  async function select(windowDays: number, where: SQL, tail?: SQL): Promise<ReviewRow[]> {
    const result = await db.execute<ReviewRow & Record<string, unknown>>(reviewSelect(windowDaysParam(windowDays), where, tail));
    return result.rows;
  }

  return {
    async findContract(contractId: string): Promise<ContractRecord | undefined> {
      const [row] = await db.select().from(contracts).where(eq(contracts.id, contractId)).limit(1);
      return row;
    },

    async findShootBooking(bookingId: string): Promise<ContractRecord | undefined> {
      const [row] = await db
        .select({
          id: shootBookings.id,
          ownerId: shootBookings.buyerId,
          modelId: shootBookings.photographerId,
          title: shootBookings.title,
          status: shootBookings.status,
          completedAt: shootBookings.completedAt,
        })
        .from(shootBookings)
        .where(eq(shootBookings.id, bookingId))
        .limit(1);
      return row;
    },

    /** Once per contract and reviewer: the unique index decides under concurrent clicks. */
    async insert(values: typeof reviews.$inferInsert): Promise<string | undefined> {
      const rows = await db.insert(reviews).values(values).onConflictDoNothing().returning({ id: reviews.id });
      return rows[0]?.id;
    },

    async findById(id: string, windowDays: number): Promise<ReviewRow | undefined> {
      return (await select(windowDays, sql`r.id = ${id}`))[0];
    },

    async listByContract(contractId: string, windowDays: number, subject: ReviewSubject = 'contract'): Promise<ReviewRow[]> {
      const where = subject === 'contract' ? sql`r.contract_id = ${contractId}` : sql`r.shoot_booking_id = ${contractId}`;
      return select(windowDays, where, sql`order by r.created_at`);
    },

    /** Sets the reply once; undefined when there already was one. */
    async setReply(id: string, revieweeId: string, reply: string): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ reply, repliedAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.revieweeId, revieweeId), isNull(reviews.reply)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /**
     * A page of reviews received (visible, non-hidden only) or given (all of the author's), newest
     * first, keyset on (created_at, id).
     */
    async pageForUser(args: { userId: string; direction: 'received' | 'given'; after: ReviewPosition | undefined; fetch: number; windowDays: number }) {
      const conditions =
        args.direction === 'received'
          ? [sql`r.reviewee_id = ${args.userId}`, reviewVisibleSql('r', windowDaysParam(args.windowDays))]
          : [sql`r.reviewer_id = ${args.userId}`];
      if (args.after) conditions.push(sql`(r.created_at, r.id) < (${args.after.createdAt}::timestamptz, ${args.after.id}::uuid)`);
      return select(args.windowDays, sql.join(conditions, sql` and `), sql`order by r.created_at desc, r.id desc limit ${args.fetch}`);
    },

    /** Received reviews that are not hidden and not yet visible (waiting for the other party or the window). */
    async countPendingReceived(userId: string, windowDays: number): Promise<number> {
      const result = await db.execute<{ count: number | string }>(
        sql`select count(*)::int as count from reviews r where r.reviewee_id = ${userId} and r.hidden_at is null and not ${reviewVisibleSql('r', windowDaysParam(windowDays))}`,
      );
      return Number(result.rows[0]?.count ?? 0);
    },

    /** Visible, non-hidden reviews a user received: the newest 50, for the public profile. */
    async listPublicReceived(userId: string, windowDays: number): Promise<ReviewRow[]> {
      const visible = reviewVisibleSql('r', windowDaysParam(windowDays));
      return select(windowDays, sql`r.reviewee_id = ${userId} and ${visible}`, sql`order by r.created_at desc, r.id desc limit 50`);
    },

    async ratingSummary(userId: string, windowDays: number): Promise<{ average: number | null; count: number }> {
      const result = await db.execute<RatingColumns & Record<string, unknown>>(sql`select ${ratingColumnsSql(sql`${userId}`, windowDaysParam(windowDays))}`);
      const row = result.rows[0];
      return row ? toRatingSummary(row) : { average: null, count: 0 };
    },

    /**
     * A profile not suspended, by slug (profiles their owner hid stay reachable by link, like the
     * profile page; one hidden by moderation only for its owner and admins, as its page).
     */
    async findVisibleUserIdBySlug(slug: string, viewer: Viewer | null): Promise<string | undefined> {
      const result = await db.execute<{ user_id: string }>(
        sql`select p.user_id from profiles p join users u on u.id = p.user_id
             where p.profile_slug = ${slug} and u.suspended_at is null and ${visibleToViewer(sql`p.moderation_hidden_by`, sql`p.user_id`, viewer)} limit 1`,
      );
      return result.rows[0]?.user_id;
    },

    async findUserName(userId: string): Promise<string | undefined> {
      const result = await db.execute<{ name: string }>(sql`select name from users where id = ${userId}`);
      return result.rows[0]?.name;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
