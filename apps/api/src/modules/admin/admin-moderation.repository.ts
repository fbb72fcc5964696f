import type { AdminJob, AdminJobsQuery, AdminReview, AdminReviewsQuery } from '@passarela/shared';
import { eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { contracts, jobs, reviews, shootBookings, users } from '../../db/schema/index.ts';
import { keysetColumns, newestFirstPage } from '../../lib/keyset-cursor.ts';
import { escapeLike } from '../../lib/escape-like.ts';

const PAGE_SIZE = 30;

/** What moderation lists: every job in any state, and reviews with both names. */
export function createAdminModerationRepository(db: Database) {
  return {
    async jobs(query: AdminJobsQuery): Promise<{ items: AdminJob[]; nextCursor: string | null }> {
      const conditions: (SQL | undefined)[] = [query.status ? eq(jobs.status, query.status) : undefined];
      if (query.q) conditions.push(sql`${jobs.searchText} like '%' || passarela_fold(${escapeLike(query.q)}) || '%'`);
      const page = await newestFirstPage(
        db
          .select({ job: jobs, ownerName: users.name, ownerEmail: users.email, ...keysetColumns(jobs) })
          .from(jobs)
          .innerJoin(users, eq(users.id, jobs.ownerId)),
        { table: jobs, cursor: query.cursor, limit: PAGE_SIZE },
        conditions,
      );
      return {
        items: page.rows.map(({ job, ownerName, ownerEmail }) => ({
          id: job.id,
          title: job.title,
          city: job.city,
          state: job.state,
          status: job.status,
          owner: { id: job.ownerId, name: ownerName, email: ownerEmail },
          created_at: job.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },

    async reviews(query: AdminReviewsQuery): Promise<{ items: AdminReview[]; nextCursor: string | null }> {
      const reviewer = alias(users, 'reviewer');
      const reviewee = alias(users, 'reviewee');
      const conditions: (SQL | undefined)[] = [
        query.hidden === 'true' ? isNotNull(reviews.hiddenAt) : query.hidden === 'false' ? isNull(reviews.hiddenAt) : undefined,
      ];
      const page = await newestFirstPage(
        db
          .select({ review: reviews, reviewerName: reviewer.name, revieweeName: reviewee.name, contractTitle: sql<string>`coalesce(${contracts.title}, ${shootBookings.title}, '')`, ...keysetColumns(reviews) })
          .from(reviews)
          .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
          .innerJoin(reviewee, eq(reviewee.id, reviews.revieweeId))
          .leftJoin(contracts, eq(contracts.id, reviews.contractId))
          // A review of a shoot booking (issue 27) names the booking's title.
          .leftJoin(shootBookings, eq(shootBookings.id, reviews.shootBookingId)),
        { table: reviews, cursor: query.cursor, limit: PAGE_SIZE },
        conditions,
      );
      return {
        items: page.rows.map(({ review, reviewerName, revieweeName, contractTitle }) => ({
          id: review.id,
          rating: review.rating,
          comment: review.comment,
          reply: review.reply,
          reviewer: { id: review.reviewerId, name: reviewerName },
          reviewee: { id: review.revieweeId, name: revieweeName },
          contract_title: contractTitle,
          hidden_at: review.hiddenAt?.toISOString() ?? null,
          created_at: review.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** The review's title for the audit row, or undefined when it does not exist. */
    async setReviewHidden(reviewId: string, hidden: boolean): Promise<{ comment: string; revieweeId: string } | undefined> {
      const [row] = await db
        .update(reviews)
        .set({ hiddenAt: hidden ? new Date() : null })
        .where(eq(reviews.id, reviewId))
        .returning({ comment: reviews.comment, revieweeId: reviews.revieweeId });
      return row;
    },
  };
}

export type AdminModerationRepository = ReturnType<typeof createAdminModerationRepository>;
