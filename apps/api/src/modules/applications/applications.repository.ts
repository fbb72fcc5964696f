import type { ApplicationState } from '@passarela/shared';
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { notAmongPeople } from '../blocks/index.ts';
import type { Database } from '../../db/client.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import { type ModelCardRow, modelCardColumns } from '../search/index.ts';

export type JobRow = typeof jobs.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

/** An applicant as the job's owner sees her: the application and her model card. */
export interface ApplicantRow extends ModelCardRow {
  id: string;
  status: ApplicationState;
  message: string;
  created_at: string | Date;
  is_pro: boolean;
  proposal_id: string | null;
  /** YYYY-MM-DD; only to check the job's age range (applicant-requirements.ts), never answered. */
  birth_date: string | null;
}

export function createApplicationsRepository(db: Database) {
  /** Applicants newest first, each with her card, whether she is PRO at `now`, and the proposal she got. */
  async function applicantRows(where: SQL, now: Date): Promise<ApplicantRow[]> {
    const nowIso = now.toISOString();
    const result = await db.execute<ApplicantRow & Record<string, unknown>>(sql`
      select a.id, a.status, a.message, a.created_at, ${modelCardColumns}, p.birth_date::text as birth_date,
             (u.subscription_type = 'pro' and u.subscription_expires_at is not null and u.subscription_expires_at > ${nowIso}::timestamptz) as is_pro,
             (select pr.id from proposals pr where pr.application_id = a.id limit 1) as proposal_id
        from applications a
        join profiles p on p.user_id = a.model_id
        join users u on u.id = a.model_id
       where ${where} and u.suspended_at is null
       order by a.created_at desc, a.id desc`);
    return result.rows;
  }

  return {
    async findJob(jobId: string): Promise<JobRow | undefined> {
      const rows = await db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
      return rows[0];
    },

    /** With `lock`, the application's row is held until the transaction ends. */
    async findById(applicationId: string, options: { lock: boolean }): Promise<ApplicationRow | undefined> {
      const query = db.select().from(applications).where(eq(applications.id, applicationId));
      const [application] = options.lock ? await query.for('update') : await query;
      return application;
    },

    /** The model's own application, locked; undefined when it is someone else's or missing. */
    async lockOfModel(applicationId: string, modelId: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.modelId, modelId)))
        .for('update');
      return row;
    },

    /** Her application to the job, if she applied. */
    async findOfModel(jobId: string, modelId: string): Promise<ApplicationRow | undefined> {
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.modelId, modelId)))
        .limit(1);
      return rows[0];
    },

    /** Whether she already applied to the job (the unique index stands behind this). */
    async hasApplied(jobId: string, modelId: string): Promise<boolean> {
      const existing = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.jobId, jobId), eq(applications.modelId, modelId)))
        .limit(1);
      return existing.length > 0;
    },

    /** Her applications with their jobs, newest first. */
    async listOfModel(modelId: string, limit: number): Promise<{ application: ApplicationRow; job: JobRow }[]> {
      return db
        .select({ application: applications, job: jobs })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.modelId, modelId))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(limit);
    },

    /** How many applications she made since `since` (the monthly allowance of the free plan). */
    async countSince(modelId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(applications)
        .where(and(eq(applications.modelId, modelId), gte(applications.createdAt, since)));
      return row?.count ?? 0;
    },

    async insert(values: { jobId: string; modelId: string; message: string }): Promise<ApplicationRow> {
      const [inserted] = await db.insert(applications).values(values).returning();
      if (!inserted) throw new Error('insert returned nothing');
      return inserted;
    },

    async setStatus(applicationId: string, status: ApplicationState, at: Date): Promise<ApplicationRow | undefined> {
      const [updated] = await db.update(applications).set({ status, updatedAt: at }).where(eq(applications.id, applicationId)).returning();
      return updated;
    },

    applicant: (applicationId: string, now: Date) => applicantRows(sql`a.id = ${applicationId}`, now),

    /** A job's applicants, but `hidden` (the owner's blocked people, blocks' HiddenPeople). */
    applicantsOfJob: (jobId: string, now: Date, hidden: readonly string[] = []) =>
      applicantRows(sql.join([sql`a.job_id = ${jobId}`, ...notAmongPeople(sql`a.model_id`, hidden)], sql` and `), now),
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
