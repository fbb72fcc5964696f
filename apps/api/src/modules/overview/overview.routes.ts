import { applicationStates, contractStates, jobStates, type OverviewResponse, overviewResponseSchema } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance.ts';
import type { Database } from '../../db/client.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { type RatingColumns, ratingColumnsSql, toRatingSummary, windowDaysParam } from '../reviews/review-sql.ts';

type Counts<S extends string> = Record<S, number>;

/** `select status, count(*)` rows into a record with every state (0 when absent). */
async function countByStatus<S extends string>(db: Database, states: readonly S[], query: ReturnType<typeof sql>): Promise<Counts<S>> {
  const result = await db.execute<{ status: string; count: number | string }>(query);
  const counts = Object.fromEntries(states.map((state) => [state, 0])) as Counts<S>;
  for (const row of result.rows) if (row.status in counts) counts[row.status as S] = Number(row.count);
  return counts;
}

async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ count: number | string }>(query);
  return Number(result.rows[0]?.count ?? 0);
}

/** "Visão Geral": the caller's numbers for their role, each a card linking to its tab. */
export async function overviewRoutes(app: AppInstance) {
  const db = app.database.db;

  app.get(
    '/api/me/overview',
    {
      config: { access: 'user' },
      schema: {
        tags: ['dashboard'],
        summary: 'The caller’s dashboard numbers (applications, jobs, proposals, contracts, rating, unread notifications)',
        response: { 200: overviewResponseSchema },
      },
    },
    async (request, reply): Promise<OverviewResponse> => {
      reply.header('cache-control', 'no-store');
      const user = requireSessionUser(request);
      const days = (await app.services.settingsService.getAll()).REVIEW_WINDOW_DAYS;
      const ratingResult = await db.execute<RatingColumns & Record<string, unknown>>(sql`select ${ratingColumnsSql(sql`${user.id}`, windowDaysParam(days))}`);
      const rating = ratingResult.rows[0] ? toRatingSummary(ratingResult.rows[0]) : { average: null, count: 0 };
      const unread = await app.services.notificationsService.unreadCount(user.id);

      if (user.userType === 'model') {
        const applications = await countByStatus(
          db,
          applicationStates,
          sql`select status, count(*)::int as count from applications where model_id = ${user.id} group by status`,
        );
        return {
          role: 'model',
          applications,
          applications_in_progress: applications.pending + applications.shortlisted,
          proposals_pending: await countOf(db, sql`select count(*)::int as count from proposals where model_id = ${user.id} and status = 'pending'`),
          contracts: await countByStatus(
            db,
            contractStates,
            sql`select status, count(*)::int as count from contracts where model_id = ${user.id} group by status`,
          ),
          rating,
          unread_notifications: unread,
        };
      }
      return {
        role: 'hirer',
        jobs: await countByStatus(db, jobStates, sql`select status, count(*)::int as count from jobs where owner_id = ${user.id} group by status`),
        new_applicants: await countOf(
          db,
          sql`select count(*)::int as count from applications a join jobs j on j.id = a.job_id
               where j.owner_id = ${user.id} and j.status = 'open' and a.status = 'pending'`,
        ),
        proposals_pending_sent: await countOf(db, sql`select count(*)::int as count from proposals where owner_id = ${user.id} and status = 'pending'`),
        contracts: await countByStatus(
          db,
          contractStates,
          sql`select status, count(*)::int as count from contracts where owner_id = ${user.id} group by status`,
        ),
        rating,
        unread_notifications: unread,
      };
    },
  );
}
