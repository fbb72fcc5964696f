import type { ApplicationState, JobRequirements, JobState } from '@passarela/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Viewer, visibleToViewer } from '../../db/moderation-visibility.ts';
import { jobs } from '../../db/schema/index.ts';
import { type JobCardRow, jobCardColumns, isoTimestamp, jobOwnerJoin } from './job-card-sql.ts';

/** A job as stored, and the columns a new or changed job writes. */
export type JobRecord = typeof jobs.$inferSelect;
export type JobColumns = typeof jobs.$inferInsert;

/** Anyone may see these; drafts and cancelled jobs only their owner and admins. */
export const publicJobStates: readonly JobState[] = ['open', 'closed', 'filled'];

const jobViewColumns = sql`${jobCardColumns}, j.description, j.required_gender, j.required_model_types, j.required_physical_types,
  j.min_age, j.max_age, j.min_height_cm, j.max_height_cm, j.application_deadline::text as application_deadline,
  ${isoTimestamp(sql`j.created_at`)} as created_at, j.moderation_hidden_by is not null as hidden_by_moderation`;

export interface JobViewRow extends JobCardRow, JobRequirements {
  description: string;
  application_deadline: string | null;
  created_at: string;
  /** Hidden by three reporters or an admin: its owner and admins alone see it. */
  hidden_by_moderation: boolean;
}

export type ApplicantCounts = Record<ApplicationState, number>;

export interface MyJobRow extends JobViewRow {
  counts: Partial<ApplicantCounts> | null;
}

/** Jobs one at a time, the owner's list, and their changes (the public list is jobs-list.repository.ts). */
export function createJobsRepository(db: Database) {
  return {
    async findJob(id: string): Promise<JobViewRow | undefined> {
      const result = await db.execute<JobViewRow & Record<string, unknown>>(sql`select ${jobViewColumns} from jobs j ${jobOwnerJoin} where j.id = ${id}::uuid`);
      return result.rows[0];
    },

    /**
     * The user a public profile's slug names (citext: any case), unless suspended (then no one) or
     * hidden by moderation (then only for its owner and admins, as the profile page).
     */
    async findVisibleProfileOwner(slug: string, viewer: Viewer | null): Promise<string | undefined> {
      const result = await db.execute<{ user_id: string }>(sql`
        select p.user_id from profiles p join users u on u.id = p.user_id
         where p.profile_slug = ${slug} and u.suspended_at is null and ${visibleToViewer(sql`p.moderation_hidden_by`, sql`p.user_id`, viewer)}
         limit 1`);
      return result.rows[0]?.user_id;
    },

    /** The owner's open jobs as cards, newest first (jobs_owner_created_idx finds the owner's few jobs); never those hidden by moderation. */
    async openJobsOf(ownerId: string, limit: number): Promise<JobCardRow[]> {
      const result = await db.execute<JobCardRow & Record<string, unknown>>(sql`
        select ${jobCardColumns} from jobs j ${jobOwnerJoin}
         where j.owner_id = ${ownerId} and j.status = 'open' and j.moderation_hidden_by is null
         order by j.published_at desc nulls last, j.id desc
         limit ${limit}`);
      return result.rows;
    },

    /**
     * The owner's jobs, newest first, each with its applications counted by state (one GROUP BY
     * over applications_job_created_idx, folded into a json object per job).
     */
    async ownJobs(ownerId: string): Promise<MyJobRow[]> {
      const result = await db.execute<MyJobRow & Record<string, unknown>>(sql`
        select ${jobViewColumns}, c.counts
          from jobs j ${jobOwnerJoin}
          left join (
            select job_id, json_object_agg(status, n) as counts
              from (select a.job_id, a.status, count(*)::int as n
                      from applications a join jobs oj on oj.id = a.job_id
                     where oj.owner_id = ${ownerId}
                     group by a.job_id, a.status) per_status
             group by job_id
          ) c on c.job_id = j.id
         where j.owner_id = ${ownerId}
         order by j.created_at desc, j.id desc
         limit 500`);
      return result.rows;
    },

    /** In a transaction: the job's row, locked, so two steps on one job never interleave. */
    async lockJob(id: string) {
      const rows = await db.select().from(jobs).where(eq(jobs.id, id)).for('update');
      return rows[0];
    },

    async insertJob(values: JobColumns): Promise<string> {
      const rows = await db.insert(jobs).values(values).returning({ id: jobs.id });
      return (rows[0] as { id: string }).id;
    },

    async updateJob(id: string, values: Partial<JobColumns>): Promise<void> {
      await db
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobs.id, id));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
