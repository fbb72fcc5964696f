import {
  type ApplicationAction,
  type ApplicationJobSummary,
  type ApplicationQuota,
  type ApplicationState,
  type ApplyBody,
  applicationGraph,
  applicationStateLabels,
  allowedActions,
  type JobApplicant,
  type JobApplicantsResponse,
  type MyApplication,
  type ProposalBody,
  todayInBrazil,
} from '@passarela/shared';
import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { applications, jobs, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type HiringCaller, type HiringServiceDeps, notifySafely } from '../hiring/hiring-service-deps.ts';
import { recordTransition, requireTransition } from '../hiring/hiring-transitions.ts';
import { isProPlan, isUuid, loadParties, lockUser } from '../contracts/hiring-parties.ts';
import { requireGuardianConsent } from '../guardian-consent/guardian-consent-gate.ts';
import { createProposalInTransaction } from '../contracts/proposal-create.ts';
import { type ModelCardRow, modelCardColumns, toModelCard } from '../search/profile-cards.ts';

export type ApplicationsServiceDeps = HiringServiceDeps<{ FREE_MONTHLY_APPLICATIONS: number }>;

type JobRow = typeof jobs.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

/**
 * The first instant of the current calendar month in America/Sao_Paulo. Brazil has had no daylight
 * saving time since 2019, so the offset is a fixed -03:00.
 */
export function monthStartInSaoPaulo(now: Date): Date {
  const [year, month] = todayInBrazil(now).split('-');
  return new Date(`${year}-${month}-01T00:00:00-03:00`);
}

const jobSummary = (job: JobRow): ApplicationJobSummary => ({
  id: job.id,
  title: job.title,
  city: job.city,
  state: job.state,
  starts_on: job.startsOn,
  pay_cents: job.payCents,
  pay_unit: job.payUnit,
  status: job.status,
});

const toIso = (value: unknown): string => new Date(value as string | Date).toISOString();

function myApplicationView(row: ApplicationRow, job: JobRow): MyApplication {
  return {
    id: row.id,
    status: row.status,
    status_label: applicationStateLabels[row.status],
    message: row.message,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    job: jobSummary(job),
    allowed_actions: allowedActions(applicationGraph, row.status, 'model'),
  };
}

/** A job that exists for the public: drafts and cancelled jobs look missing. */
const isVisibleJob = (job: JobRow | undefined): job is JobRow => job !== undefined && job.status !== 'draft' && job.status !== 'cancelled';

/** Open and, when it has an application deadline, not past it (dates in Brazil's time). */
const acceptsApplications = (job: JobRow, today: string) => job.status === 'open' && (job.applicationDeadline === null || job.applicationDeadline >= today);

const applicationsLink = '/dashboard?tab=applications';
const ownerJobLink = (jobId: string) => `/dashboard?tab=my-jobs&job=${jobId}`;

interface ApplicantRow extends ModelCardRow {
  id: string;
  status: ApplicationState;
  message: string;
  created_at: string | Date;
  is_pro: boolean;
  proposal_id: string | null;
}

/**
 * Applications (candidaturas). A model applies once per open job; a free model has a monthly
 * allowance (FREE_MONTHLY_APPLICATIONS), enforced under a lock of her user row so concurrent
 * applies cannot pass it. The job's owner shortlists, rejects or hires (which sends a proposal).
 * Another person's application, or another owner's job, answers 404.
 */
export function createApplicationsService({ db, runInTransaction, settings, notify, logger, now = () => new Date() }: ApplicationsServiceDeps) {
  async function findJob(handle: Database, jobId: string): Promise<JobRow | undefined> {
    if (!isUuid(jobId)) return undefined;
    const rows = await handle.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
    return rows[0];
  }

  async function quotaOf(handle: Database, userId: string, limit: number, isPro: boolean): Promise<ApplicationQuota> {
    const [row] = await handle
      .select({ count: count() })
      .from(applications)
      .where(and(eq(applications.modelId, userId), gte(applications.createdAt, monthStartInSaoPaulo(now()))));
    return { limit: isPro ? null : limit, used: row?.count ?? 0 };
  }

  async function quotaFor(userId: string): Promise<ApplicationQuota> {
    const limits = await settings();
    const plan = await findPlan(userId);
    return quotaOf(db, userId, limits.FREE_MONTHLY_APPLICATIONS, plan ? isProPlan(plan, now()) : false);
  }

  async function findPlan(userId: string) {
    const rows = await db
      .select({ subscriptionType: users.subscriptionType, subscriptionExpiresAt: users.subscriptionExpiresAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return rows[0];
  }

  /** The job of an application when the caller owns it (or is an admin): else 404. */
  async function ownerContext(handle: Database, caller: HiringCaller, applicationId: string, options: { lock: boolean }) {
    if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
    const query = handle.select().from(applications).where(eq(applications.id, applicationId));
    const [application] = options.lock ? await query.for('update') : await query;
    if (!application) throw new AppError('APPLICATION_NOT_FOUND');
    const job = await findJob(handle, application.jobId);
    if (!job) throw new AppError('APPLICATION_NOT_FOUND');
    const isOwner = job.ownerId === caller.id;
    if (!isOwner && caller.userType !== 'admin') throw new AppError('APPLICATION_NOT_FOUND');
    return { application, job, actor: isOwner ? ('owner' as const) : ('admin' as const) };
  }

  async function applicantView(handle: Database, applicationId: string, actor: 'owner' | 'admin'): Promise<JobApplicant> {
    const rows = await applicantRows(handle, sql`a.id = ${applicationId}`);
    const row = rows[0];
    if (!row) throw new AppError('APPLICATION_NOT_FOUND');
    return toApplicant(row, actor);
  }

  async function applicantRows(handle: Database, where: SQL): Promise<ApplicantRow[]> {
    const nowIso = now().toISOString();
    const result = await handle.execute<ApplicantRow & Record<string, unknown>>(sql`
      select a.id, a.status, a.message, a.created_at, ${modelCardColumns},
             (u.subscription_type = 'pro' and u.subscription_expires_at is not null and u.subscription_expires_at > ${nowIso}::timestamptz) as is_pro,
             (select pr.id from proposals pr where pr.application_id = a.id limit 1) as proposal_id
        from applications a
        join profiles p on p.user_id = a.model_id
        join users u on u.id = a.model_id
       where ${where} and u.suspended_at is null
       order by a.created_at desc, a.id desc`);
    return result.rows;
  }

  function toApplicant(row: ApplicantRow, actor: 'owner' | 'admin'): JobApplicant {
    return {
      id: row.id,
      status: row.status,
      status_label: applicationStateLabels[row.status],
      message: row.message,
      created_at: toIso(row.created_at),
      model: toModelCard(row, row.is_pro),
      proposal_id: row.proposal_id,
      allowed_actions: allowedActions(applicationGraph, row.status, actor),
    };
  }

  const safeNotify = notifySafely({ notify, logger });

  async function nameOf(userId: string): Promise<string> {
    return (await loadParties(db, [userId])).get(userId)?.name ?? 'Alguém';
  }

  /** Shortlist or reject: the owner's one-step decisions. */
  async function ownerDecision(caller: HiringCaller, applicationId: string, action: Extract<ApplicationAction, 'shortlist' | 'reject'>): Promise<JobApplicant> {
    const { job, application, actor } = await runInTransaction(async (tx) => {
      const context = await ownerContext(tx, caller, applicationId, { lock: true });
      const to = requireTransition({ graph: applicationGraph, action, from: context.application.status, actor: context.actor });
      await tx.update(applications).set({ status: to, updatedAt: now() }).where(eq(applications.id, applicationId));
      await recordTransition(tx, {
        entity: 'application',
        entityId: applicationId,
        action,
        fromState: context.application.status,
        toState: to,
        actorId: caller.id,
        actorRole: context.actor,
      });
      return context;
    });
    await safeNotify(
      action === 'shortlist'
        ? {
            userId: application.modelId,
            type: 'application_shortlisted',
            title: 'Você foi pré-selecionada',
            body: `Sua candidatura à vaga "${job.title}" foi pré-selecionada.`,
            link: applicationsLink,
          }
        : {
            userId: application.modelId,
            type: 'application_rejected',
            title: 'Candidatura não selecionada',
            body: `Sua candidatura à vaga "${job.title}" não foi selecionada desta vez.`,
            link: applicationsLink,
          },
    );
    return applicantView(db, applicationId, actor);
  }

  return {
    async apply(caller: HiringCaller, jobId: string, body: ApplyBody): Promise<MyApplication> {
      // Settings before the transaction (on PGlite a query outside it would wait forever).
      const limits = await settings();
      const today = todayInBrazil(now());
      const { application, job } = await runInTransaction(async (tx) => {
        const plan = await lockUser(tx, caller.id);
        if (!plan) throw new AppError('UNAUTHENTICATED');
        const found = await findJob(tx, jobId);
        if (!isVisibleJob(found)) throw new AppError('JOB_NOT_FOUND');
        if (!acceptsApplications(found, today)) throw new AppError('JOB_NOT_OPEN');
        // A minor applies once her guardian confirmed (README "Minors reach contractors through a guardian").
        await requireGuardianConsent(tx, caller.id, 'model');
        const existing = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.jobId, found.id), eq(applications.modelId, caller.id)))
          .limit(1);
        if (existing.length > 0) throw new AppError('ALREADY_APPLIED');
        if (!isProPlan(plan, now())) {
          const quota = await quotaOf(tx, caller.id, limits.FREE_MONTHLY_APPLICATIONS, false);
          if (quota.used >= limits.FREE_MONTHLY_APPLICATIONS) {
            throw new AppError(
              'APPLICATION_LIMIT_REACHED',
              `Você atingiu o limite de ${limits.FREE_MONTHLY_APPLICATIONS} candidaturas por mês do plano grátis. Assine o PRO para se candidatar sem limite.`,
              { limit: limits.FREE_MONTHLY_APPLICATIONS, used: quota.used },
            );
          }
        }
        const [inserted] = await tx
          .insert(applications)
          .values({ jobId: found.id, modelId: caller.id, message: body.message ?? '' })
          .returning();
        if (!inserted) throw new Error('insert returned nothing');
        await recordTransition(tx, {
          entity: 'application',
          entityId: inserted.id,
          action: 'apply',
          fromState: null,
          toState: inserted.status,
          actorId: caller.id,
          actorRole: 'model',
        });
        return { application: inserted, job: found };
      });
      await safeNotify({
        userId: job.ownerId,
        type: 'application_received',
        title: 'Nova candidatura',
        body: `${await nameOf(caller.id)} se candidatou à vaga "${job.title}".`,
        link: ownerJobLink(job.id),
      });
      return myApplicationView(application, job);
    },

    /** Her application to this job, or null (also for a job she cannot see). */
    async myApplication(caller: HiringCaller, jobId: string): Promise<{ application: MyApplication | null; quota: ApplicationQuota }> {
      const quota = await quotaFor(caller.id);
      const job = await findJob(db, jobId);
      if (!job) return { application: null, quota };
      const rows = await db
        .select()
        .from(applications)
        .where(and(eq(applications.jobId, job.id), eq(applications.modelId, caller.id)))
        .limit(1);
      const row = rows[0];
      return { application: row ? myApplicationView(row, job) : null, quota };
    },

    /** "Minhas Candidaturas": newest first. */
    async mine(caller: HiringCaller): Promise<{ items: MyApplication[]; quota: ApplicationQuota }> {
      const rows = await db
        .select({ application: applications, job: jobs })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.modelId, caller.id))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(500);
      return { items: rows.map((row) => myApplicationView(row.application, row.job)), quota: await quotaFor(caller.id) };
    },

    async withdraw(caller: HiringCaller, applicationId: string): Promise<MyApplication> {
      if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
      const { application, job } = await runInTransaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(applications)
          .where(and(eq(applications.id, applicationId), eq(applications.modelId, caller.id)))
          .for('update');
        if (!row) throw new AppError('APPLICATION_NOT_FOUND');
        const to = requireTransition({ graph: applicationGraph, action: 'withdraw', from: row.status, actor: 'model' });
        const [updated] = await tx.update(applications).set({ status: to, updatedAt: now() }).where(eq(applications.id, row.id)).returning();
        await recordTransition(tx, {
          entity: 'application',
          entityId: row.id,
          action: 'withdraw',
          fromState: row.status,
          toState: to,
          actorId: caller.id,
          actorRole: 'model',
        });
        const found = await findJob(tx, row.jobId);
        if (!updated || !found) throw new AppError('APPLICATION_NOT_FOUND');
        return { application: updated, job: found };
      });
      await safeNotify({
        userId: job.ownerId,
        type: 'application_withdrawn',
        title: 'Candidatura retirada',
        body: `${await nameOf(caller.id)} retirou a candidatura à vaga "${job.title}".`,
        link: ownerJobLink(job.id),
      });
      return myApplicationView(application, job);
    },

    /** The applicants of a job, for its owner or an admin; anyone else: 404. */
    async applicants(caller: HiringCaller, jobId: string): Promise<JobApplicantsResponse> {
      const job = await findJob(db, jobId);
      if (!job) throw new AppError('JOB_NOT_FOUND');
      const isOwner = job.ownerId === caller.id;
      if (!isOwner && caller.userType !== 'admin') throw new AppError('JOB_NOT_FOUND');
      const rows = await applicantRows(db, sql`a.job_id = ${job.id}`);
      const actor = isOwner ? 'owner' : 'admin';
      return {
        job: {
          id: job.id,
          title: job.title,
          status: job.status,
          city: job.city,
          state: job.state,
          starts_on: job.startsOn,
          pay_cents: job.payCents,
          pay_unit: job.payUnit,
        },
        items: rows.map((row) => toApplicant(row, actor)),
      };
    },

    shortlist: (caller: HiringCaller, applicationId: string) => ownerDecision(caller, applicationId, 'shortlist'),
    reject: (caller: HiringCaller, applicationId: string) => ownerDecision(caller, applicationId, 'reject'),

    /** Hires the applicant: the application becomes 'hired' and she gets the proposal, in one transaction. */
    async hire(caller: HiringCaller, applicationId: string, body: ProposalBody): Promise<JobApplicant> {
      const { job, application, actor } = await runInTransaction(async (tx) => {
        const context = await ownerContext(tx, caller, applicationId, { lock: true });
        const to = requireTransition({ graph: applicationGraph, action: 'hire', from: context.application.status, actor: context.actor });
        await tx.update(applications).set({ status: to, updatedAt: now() }).where(eq(applications.id, applicationId));
        await recordTransition(tx, {
          entity: 'application',
          entityId: applicationId,
          action: 'hire',
          fromState: context.application.status,
          toState: to,
          actorId: caller.id,
          actorRole: context.actor,
        });
        await createProposalInTransaction(tx, {
          ownerId: caller.id,
          modelId: context.application.modelId,
          applicationId,
          jobId: context.job.id,
          body,
        });
        return context;
      });
      await safeNotify({
        userId: application.modelId,
        type: 'application_hired',
        title: 'Você foi contratada!',
        body: `${await nameOf(caller.id)} quer contratar você para a vaga "${job.title}". Responda a proposta em Contratações Recebidas.`,
        link: '/dashboard?tab=proposals',
      });
      return applicantView(db, applicationId, actor);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
