import type { ApplicationState, JobCard, JobRequirements, JobsQuery, JobState, JobView, PayUnit } from '@passarela/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { literalRowCount, statementRunnerFor } from '../../db/statement-runner.ts';
import { jobs } from '../../db/schema/index.ts';
import { textSearchCondition } from '../search/text-search.ts';
import type { JobsPosition } from './jobs-cursor.ts';

/** Anyone may see these; drafts and cancelled jobs only their owner and admins. */
export const publicJobStates: readonly JobState[] = ['open', 'closed', 'filled'];

/** The owner as a job shows it: the company for a business, else the person's name. */
const ownerColumns = sql`u.id as owner_id, u.user_type as owner_user_type, u.suspended_at is not null as owner_suspended,
  coalesce(nullif(trim(p.company_name), ''), nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''), u.name) as owner_name,
  p.profile_slug::text as owner_profile_slug, p.profile_image_url as owner_profile_image_url`;

const isoTimestamp = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The card's columns (also what /favoritos shows for a job). */
export const jobCardColumns = sql`j.id::text as id, j.title, j.job_type, j.city, j.state, j.starts_on::text as starts_on, j.ends_on::text as ends_on,
  j.pay_cents, j.pay_unit, j.openings, j.status, j.featured, ${isoTimestamp(sql`j.published_at`)} as published_at, ${ownerColumns}`;

const jobViewColumns = sql`${jobCardColumns}, j.description, j.required_gender, j.required_model_types, j.required_physical_types,
  j.min_age, j.max_age, j.min_height_cm, j.max_height_cm, j.application_deadline::text as application_deadline,
  ${isoTimestamp(sql`j.created_at`)} as created_at`;

/** jobs j, its owner u and the owner's profile p (an admin may have none). */
export const jobOwnerJoin = sql`join users u on u.id = j.owner_id left join profiles p on p.user_id = j.owner_id`;

export interface JobCardRow {
  id: string;
  title: string;
  job_type: string;
  city: string;
  state: string;
  starts_on: string;
  ends_on: string | null;
  pay_cents: number;
  pay_unit: PayUnit;
  openings: number;
  status: JobState;
  featured: boolean;
  published_at: string | null;
  owner_id: string;
  owner_user_type: string;
  owner_suspended: boolean;
  owner_name: string;
  owner_profile_slug: string | null;
  owner_profile_image_url: string | null;
}

export interface JobViewRow extends JobCardRow, JobRequirements {
  description: string;
  application_deadline: string | null;
  created_at: string;
}

export interface JobListRow extends JobCardRow {
  published_at_key: string;
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

export interface JobsPageArgs {
  after: JobsPosition | undefined;
  /** Rows to fetch: the page size plus one, to know whether another page follows. */
  fetch: number;
}

/**
 * The /vagas page as one statement (the benchmark runs the same one): open jobs of owners who are
 * not suspended, featured first, newest first, id as tie-break, walking jobs_open_list_idx (or
 * jobs_open_state_idx with a state). Keyset, not OFFSET: jobs published meanwhile go above the
 * reader's position, so a page never repeats or skips a card.
 */
export function jobsPageSql(query: JobsQuery, page: JobsPageArgs): SQL {
  const conditions: SQL[] = [sql`j.status = 'open'`, sql`u.suspended_at is null`];
  if (query.state) conditions.push(sql`j.state = ${query.state}`);
  if (query.city) conditions.push(sql`passarela_fold(j.city) = passarela_fold(${query.city})`);
  if (query.job_type) conditions.push(sql`j.job_type = ${query.job_type}`);
  if (query.pay_min !== undefined) conditions.push(sql`j.pay_cents >= ${query.pay_min}`);
  if (query.pay_max !== undefined) conditions.push(sql`j.pay_cents <= ${query.pay_max}`);
  if (query.date_from) conditions.push(sql`j.starts_on >= ${query.date_from}::date`);
  if (query.date_to) conditions.push(sql`j.starts_on <= ${query.date_to}::date`);
  const text = textSearchCondition(sql`j.search_text`, query.q);
  if (text) conditions.push(text);
  if (page.after) {
    conditions.push(
      sql`(j.featured, j.published_at, j.id) < (${page.after.featured}::boolean, ${page.after.publishedAt}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  // NULLS LAST as the index was built (Drizzle's .desc()); none of the three is null on an open job.
  return sql`select ${jobCardColumns}, j.published_at::text as published_at_key
    from jobs j ${jobOwnerJoin}
    where ${sql.join(conditions, sql` and `)}
    order by j.featured desc nulls last, j.published_at desc nulls last, j.id desc nulls last
    limit ${literalRowCount(page.fetch)}`;
}

/**
 * Whether one prepared plan suits the page whatever the values (db/statement-runner.ts): not with
 * free text or city, whose best plan depends on the word.
 */
export function jobsPagePlanFitsAnyValue(query: JobsQuery): boolean {
  return !query.q && !query.city;
}

export type ApplicantCounts = Record<ApplicationState, number>;

export interface MyJobRow extends JobViewRow {
  counts: Partial<ApplicantCounts> | null;
}

export function createJobsRepository(db: Database) {
  const statements = statementRunnerFor(db);
  return {
    openJobsPage(query: JobsQuery, page: JobsPageArgs): Promise<JobListRow[]> {
      return statements.rows<JobListRow & Record<string, unknown>>(jobsPageSql(query, page), { prepare: jobsPagePlanFitsAnyValue(query) });
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
