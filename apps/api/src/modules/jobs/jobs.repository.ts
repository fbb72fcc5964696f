import type { ApplicationState, JobCard, JobRequirements, JobsQuery, JobState, JobView } from '@passarela/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statementRunnerFor } from '../../db/statement-runner.ts';
import { jobs } from '../../db/schema/index.ts';
import { listStatementRun } from '../search/list-statement-cache.ts';
import { type JobCardRow, jobCardColumns, type JobListRow, isoTimestamp, jobOwnerJoin } from './job-card-sql.ts';
import { fetchJobRows, type JobsPageArgs } from './jobs-list-sql.ts';

/** Anyone may see these; drafts and cancelled jobs only their owner and admins. */
export const publicJobStates: readonly JobState[] = ['open', 'closed', 'filled'];

const jobViewColumns = sql`${jobCardColumns}, j.description, j.required_gender, j.required_model_types, j.required_physical_types,
  j.min_age, j.max_age, j.min_height_cm, j.max_height_cm, j.application_deadline::text as application_deadline,
  ${isoTimestamp(sql`j.created_at`)} as created_at`;

export interface JobViewRow extends JobCardRow, JobRequirements {
  description: string;
  application_deadline: string | null;
  created_at: string;
}

export function toJobCard(row: JobCardRow): JobCard {
  return {
    id: row.id,
    title: row.title,
    job_type: row.job_type,
    city: row.city,
    state: row.state,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    pay_cents: row.pay_cents,
    pay_unit: row.pay_unit,
    openings: row.openings,
    status: row.status,
    featured: row.featured,
    published_at: row.published_at,
    owner: {
      name: row.owner_name,
      profile_slug: row.owner_profile_slug,
      profile_image_url: row.owner_profile_image_url,
      user_type: row.owner_user_type,
    },
  };
}

export function toJobView(row: JobViewRow, isOwner: boolean): JobView {
  const { owner, ...card } = toJobCard(row);
  return {
    ...card,
    description: row.description,
    required_gender: row.required_gender,
    required_model_types: row.required_model_types ?? [],
    required_physical_types: row.required_physical_types ?? [],
    min_age: row.min_age,
    max_age: row.max_age,
    min_height_cm: row.min_height_cm,
    max_height_cm: row.max_height_cm,
    application_deadline: row.application_deadline,
    created_at: row.created_at,
    owner: { id: row.owner_id, ...owner },
    is_owner: isOwner,
  };
}

export type ApplicantCounts = Record<ApplicationState, number>;

export interface MyJobRow extends JobViewRow {
  counts: Partial<ApplicantCounts> | null;
}

export function createJobsRepository(db: Database) {
  const run = listStatementRun(statementRunnerFor(db));
  return {
    openJobsPage(query: JobsQuery, page: JobsPageArgs): Promise<JobListRow[]> {
      return fetchJobRows(run<JobListRow & Record<string, unknown>>, query, page);
    },

    async findJob(id: string): Promise<JobViewRow | undefined> {
      const result = await db.execute<JobViewRow & Record<string, unknown>>(sql`select ${jobViewColumns} from jobs j ${jobOwnerJoin} where j.id = ${id}::uuid`);
      return result.rows[0];
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
    async lockJob(tx: Database, id: string) {
      const rows = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
      return rows[0];
    },

    async insertJob(tx: Database, values: typeof jobs.$inferInsert): Promise<string> {
      const rows = await tx.insert(jobs).values(values).returning({ id: jobs.id });
      return (rows[0] as { id: string }).id;
    },

    async updateJob(tx: Database, id: string, values: Partial<typeof jobs.$inferInsert>): Promise<void> {
      await tx
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobs.id, id));
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
