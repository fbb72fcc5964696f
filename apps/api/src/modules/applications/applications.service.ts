import {
  type ApplicationAction,
  type ApplicationJobSummary,
  type ApplicationQuota,
  type ApplyBody,
  applicationGraph,
  applicationStateLabels,
  allowedActions,
  type JobApplicant,
  type JobApplicantsResponse,
  type MyApplication,
  type ProposalBody,
  isProActive,
  isUuid,
  notificationTitle,
  todayInBrazil,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { toIsoString } from '../../lib/iso-time.ts';
import { createProposalInTransaction } from '../contracts/index.ts';
import { type HiddenPeople, refuseIfBlocked } from '../blocks/index.ts';
import { requireGuardianConsent } from '../guardian-consent/index.ts';
import { createHiringTransitionsRepository, type HiringCaller, type HiringPartiesRepository, requireTransition } from '../hiring/index.ts';
import { type NotificationInput, notifySafely } from '../notifications/index.ts';
import { toModelCard } from '../search/index.ts';
import { createSubscriptionsRepository, type SubscriptionsRepository } from '../subscriptions/index.ts';
import { applicantMismatches } from './applicant-requirements.ts';
import { type ApplicantRow, type ApplicationRow, type ApplicationsRepository, createApplicationsRepository, type JobRow } from './applications.repository.ts';

export interface ApplicationsServiceDeps {
  repository: ApplicationsRepository;
  parties: HiringPartiesRepository;
  /** The applicant's plan: a free model has a monthly allowance. */
  plans: SubscriptionsRepository;
  runInTransaction: TransactionRunner;
  settings: () => Promise<{ FREE_MONTHLY_APPLICATIONS: number }>;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  /** Applicants the owner blocked, or who blocked her, are left out of her list (blocks). */
  hiddenPeople: HiddenPeople;
  now?: () => Date;
}

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

/** A job that exists for the public: drafts, cancelled jobs and jobs hidden by moderation look missing. */
const isVisibleJob = (job: JobRow | undefined): job is JobRow =>
  job !== undefined && job.status !== 'draft' && job.status !== 'cancelled' && job.moderationHiddenBy === null;

/** Open and, when it has an application deadline, not past it (dates in Brazil's time). */
const acceptsApplications = (job: JobRow, today: string) => job.status === 'open' && (job.applicationDeadline === null || job.applicationDeadline >= today);

const applicationsLink = '/dashboard?tab=applications';
const ownerJobLink = (jobId: string) => `/dashboard?tab=my-jobs&job=${jobId}`;

/**
 * Applications (candidaturas). A model applies once per open job; a free model has a monthly
 * allowance (FREE_MONTHLY_APPLICATIONS), enforced under a lock of her user row so concurrent
 * applies cannot pass it. The job's owner shortlists, rejects or hires (which sends a proposal).
 * Another person's application, or another owner's job, answers 404.
 */
export function createApplicationsService({
  repository,
  parties,
  plans,
  runInTransaction,
  settings,
  notify,
  logger,
  hiddenPeople,
  now = () => new Date(),
}: ApplicationsServiceDeps) {
  /** On the repository given: `repository` outside a transaction, the transaction's inside one. */
  async function findJob(handle: ApplicationsRepository, jobId: string): Promise<JobRow | undefined> {
    if (!isUuid(jobId)) return undefined;
    return handle.findJob(jobId);
  }

  async function quotaOf(handle: ApplicationsRepository, userId: string, limit: number, isPro: boolean): Promise<ApplicationQuota> {
    return { limit: isPro ? null : limit, used: await handle.countSince(userId, monthStartInSaoPaulo(now())) };
  }

  async function quotaFor(userId: string): Promise<ApplicationQuota> {
    const limits = await settings();
    const plan = await plans.findUserPlan(userId);
    return quotaOf(repository, userId, limits.FREE_MONTHLY_APPLICATIONS, plan ? isProActive(plan.subscriptionType, plan.subscriptionExpiresAt, now()) : false);
  }

  /** The job of an application when the caller owns it (or is an admin): else 404. */
  async function ownerContext(handle: ApplicationsRepository, caller: HiringCaller, applicationId: string, options: { lock: boolean }) {
    if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
    const application = await handle.findById(applicationId, options);
    if (!application) throw new AppError('APPLICATION_NOT_FOUND');
    const job = await findJob(handle, application.jobId);
    if (!job) throw new AppError('APPLICATION_NOT_FOUND');
    const isOwner = job.ownerId === caller.id;
    if (!isOwner && caller.userType !== 'admin') throw new AppError('APPLICATION_NOT_FOUND');
    return { application, job, actor: isOwner ? ('owner' as const) : ('admin' as const) };
  }

  async function applicantView(applicationId: string, job: JobRow, actor: 'owner' | 'admin'): Promise<JobApplicant> {
    const rows = await repository.applicant(applicationId, now());
    const row = rows[0];
    if (!row) throw new AppError('APPLICATION_NOT_FOUND');
    return toApplicant(row, job, actor);
  }

  function toApplicant(row: ApplicantRow, job: JobRow, actor: 'owner' | 'admin'): JobApplicant {
    return {
      id: row.id,
      status: row.status,
      status_label: applicationStateLabels[row.status],
      message: row.message,
      created_at: toIsoString(row.created_at),
      model: toModelCard(row, row.is_pro),
      proposal_id: row.proposal_id,
      allowed_actions: allowedActions(applicationGraph, row.status, actor),
      requirement_mismatches: applicantMismatches(job, row, now()),
    };
  }

  const safeNotify = notifySafely({ notify, logger });

  async function nameOf(userId: string): Promise<string> {
    return (await parties.load([userId])).get(userId)?.name ?? 'Alguém';
  }

  /** Shortlist or reject: the owner's one-step decisions. */
  async function ownerDecision(caller: HiringCaller, applicationId: string, action: Extract<ApplicationAction, 'shortlist' | 'reject'>): Promise<JobApplicant> {
    const { job, application, actor } = await runInTransaction(async (tx) => {
      const txRepository = createApplicationsRepository(tx);
      const context = await ownerContext(txRepository, caller, applicationId, { lock: true });
      const to = requireTransition({ graph: applicationGraph, action, from: context.application.status, actor: context.actor });
      await txRepository.setStatus(applicationId, to, now());
      await createHiringTransitionsRepository(tx).record({
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
    const model = (await parties.load([application.modelId])).get(application.modelId);
    await safeNotify(
      action === 'shortlist'
        ? {
            userId: application.modelId,
            type: 'application_shortlisted',
            title: notificationTitle('application_shortlisted', model?.gender),
            body: `Sua candidatura à vaga "${job.title}" foi pré-selecionada.`,
            link: applicationsLink,
          }
        : {
            userId: application.modelId,
            type: 'application_rejected',
            title: notificationTitle('application_rejected', model?.gender),
            body: `Sua candidatura à vaga "${job.title}" não foi selecionada desta vez.`,
            link: applicationsLink,
          },
    );
    return applicantView(applicationId, job, actor);
  }

  return {
    async apply(caller: HiringCaller, jobId: string, body: ApplyBody): Promise<MyApplication> {
      // Settings before the transaction (on PGlite a query outside it would wait forever).
      const limits = await settings();
      const today = todayInBrazil(now());
      const { application, job } = await runInTransaction(async (tx) => {
        const txRepository = createApplicationsRepository(tx);
        // Her user row stays locked until the end: concurrent applies cannot pass the allowance.
        const plan = await createSubscriptionsRepository(tx).lockUserPlan(caller.id);
        if (!plan) throw new AppError('UNAUTHENTICATED');
        const found = await findJob(txRepository, jobId);
        if (!isVisibleJob(found)) throw new AppError('JOB_NOT_FOUND');
        if (!acceptsApplications(found, today)) throw new AppError('JOB_NOT_OPEN');
        // A minor applies once her guardian confirmed (README "Minors reach contractors through a guardian").
        await requireGuardianConsent(tx, caller.id, 'model');
        // Nobody applies to the job of someone who blocked her, or whom she blocked.
        await refuseIfBlocked(tx, caller.id, found.ownerId);
        if (await txRepository.hasApplied(found.id, caller.id)) throw new AppError('ALREADY_APPLIED');
        if (!isProActive(plan.subscriptionType, plan.subscriptionExpiresAt, now())) {
          const quota = await quotaOf(txRepository, caller.id, limits.FREE_MONTHLY_APPLICATIONS, false);
          if (quota.used >= limits.FREE_MONTHLY_APPLICATIONS) {
            throw new AppError(
              'APPLICATION_LIMIT_REACHED',
              `Você atingiu o limite de ${limits.FREE_MONTHLY_APPLICATIONS} candidaturas por mês do plano grátis. Assine o PRO para se candidatar sem limite.`,
              { limit: limits.FREE_MONTHLY_APPLICATIONS, used: quota.used },
            );
          }
        }
        const inserted = await txRepository.insert({ jobId: found.id, modelId: caller.id, message: body.message ?? '' });
        await createHiringTransitionsRepository(tx).recordCreation('application', inserted, { id: caller.id, role: 'model' }, 'apply');
        return { application: inserted, job: found };
      });
      await safeNotify({
        userId: job.ownerId,
        type: 'application_received',
        title: notificationTitle('application_received'),
        body: `${await nameOf(caller.id)} se candidatou à vaga "${job.title}".`,
        link: ownerJobLink(job.id),
      });
      return myApplicationView(application, job);
    },

    /** Her application to this job, or null (also for a job she cannot see). */
    async myApplication(caller: HiringCaller, jobId: string): Promise<{ application: MyApplication | null; quota: ApplicationQuota }> {
      const quota = await quotaFor(caller.id);
      const job = await findJob(repository, jobId);
      if (!job) return { application: null, quota };
      const row = await repository.findOfModel(job.id, caller.id);
      return { application: row ? myApplicationView(row, job) : null, quota };
    },

    /** "Minhas Candidaturas": newest first. */
    async mine(caller: HiringCaller): Promise<{ items: MyApplication[]; quota: ApplicationQuota }> {
      const rows = await repository.listOfModel(caller.id, 500);
      return { items: rows.map((row) => myApplicationView(row.application, row.job)), quota: await quotaFor(caller.id) };
    },

    async withdraw(caller: HiringCaller, applicationId: string): Promise<MyApplication> {
      if (!isUuid(applicationId)) throw new AppError('APPLICATION_NOT_FOUND');
      const { application, job } = await runInTransaction(async (tx) => {
        const txRepository = createApplicationsRepository(tx);
        const row = await txRepository.lockOfModel(applicationId, caller.id);
        if (!row) throw new AppError('APPLICATION_NOT_FOUND');
        const to = requireTransition({ graph: applicationGraph, action: 'withdraw', from: row.status, actor: 'model' });
        const updated = await txRepository.setStatus(row.id, to, now());
        await createHiringTransitionsRepository(tx).record({
          entity: 'application',
          entityId: row.id,
          action: 'withdraw',
          fromState: row.status,
          toState: to,
          actorId: caller.id,
          actorRole: 'model',
        });
        const found = await findJob(txRepository, row.jobId);
        if (!updated || !found) throw new AppError('APPLICATION_NOT_FOUND');
        return { application: updated, job: found };
      });
      await safeNotify({
        userId: job.ownerId,
        type: 'application_withdrawn',
        title: notificationTitle('application_withdrawn'),
        body: `${await nameOf(caller.id)} retirou a candidatura à vaga "${job.title}".`,
        link: ownerJobLink(job.id),
      });
      return myApplicationView(application, job);
    },

    /** The applicants of a job, for its owner or an admin; anyone else: 404. */
    async applicants(caller: HiringCaller, jobId: string): Promise<JobApplicantsResponse> {
      const job = await findJob(repository, jobId);
      if (!job) throw new AppError('JOB_NOT_FOUND');
      const isOwner = job.ownerId === caller.id;
      if (!isOwner && caller.userType !== 'admin') throw new AppError('JOB_NOT_FOUND');
      // Someone blocked (either way) leaves the owner's list; her contracts keep their own history.
      const rows = await repository.applicantsOfJob(job.id, now(), isOwner ? await hiddenPeople(caller.id) : []);
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
        items: rows.map((row) => toApplicant(row, job, actor)),
      };
    },

    shortlist: (caller: HiringCaller, applicationId: string) => ownerDecision(caller, applicationId, 'shortlist'),
    reject: (caller: HiringCaller, applicationId: string) => ownerDecision(caller, applicationId, 'reject'),

    /** Hires the applicant: the application becomes 'hired' and she gets the proposal, in one transaction. */
    async hire(caller: HiringCaller, applicationId: string, body: ProposalBody): Promise<JobApplicant> {
      const { job, application, actor } = await runInTransaction(async (tx) => {
        const txRepository = createApplicationsRepository(tx);
        const context = await ownerContext(txRepository, caller, applicationId, { lock: true });
        const to = requireTransition({ graph: applicationGraph, action: 'hire', from: context.application.status, actor: context.actor });
        await txRepository.setStatus(applicationId, to, now());
        await createHiringTransitionsRepository(tx).record({
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
        // The applicant is sent a proposal, not hired yet: that is contract_funded (packages/shared/src/notifications/notification-titles.ts).
        type: 'application_hired',
        title: notificationTitle('application_hired'),
        body: `${await nameOf(caller.id)} quer contratar você para a vaga "${job.title}". Responda a proposta em Contratações Recebidas.`,
        link: '/dashboard?tab=proposals',
      });
      return applicantView(applicationId, job, actor);
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
