import {
  allowedActions,
  applicationStates,
  type CreateJobBody,
  checkJobFields,
  isJobId,
  type JobAction,
  type JobFields,
  jobGraph,
  type JobsPage,
  type JobsQuery,
  type JobState,
  type JobView,
  type MyJob,
  type UpdateJobBody,
  isProActive,
  PROFILE_OPEN_JOBS_MAX,
  PROFILE_SLUG_PATTERN,
  type ProfileOpenJobs,
} from '@passarela/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../plugins/route-access.ts';
import { createAuditRepository } from '../audit/index.ts';
import { createHiringTransitionsRepository, requireTransition } from '../hiring/index.ts';
import type { SubscriptionsRepository } from '../subscriptions/index.ts';
import { requirementsOf } from './job-requirements.ts';
import { toJobCard, toJobView } from './job-views.ts';
import { decodeJobsCursor, encodeJobsCursor } from './jobs-cursor.ts';
import type { JobsListRepository } from './jobs-list.repository.ts';
import type { HiddenPeople } from '../blocks/index.ts';
import { createJobsRepository, type JobColumns, type JobRecord, type JobsRepository, type JobViewRow, publicJobStates } from './jobs.repository.ts';

/** States in which the owner may still change what the job says. */
const editableStates: readonly JobState[] = ['draft', 'open', 'closed'];

function jobNotFound() {
  return new AppError('JOB_NOT_FOUND');
}

/** The checks between fields, run on the whole job after an edit, as a 400 like a schema error. */
function checkMerged(fields: Partial<JobFields>, publishing: boolean) {
  const issues: { path: string; message: string }[] = [];
  checkJobFields(fields, publishing, {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => issues.push({ path: String(issue.path?.[0] ?? ''), message: issue.message ?? '' }),
  } as unknown as z.RefinementCtx);
  if (issues.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      issues[0]?.message,
      issues.map((issue) => ({ location: 'body', ...issue })),
    );
  }
}

function fieldsOf(record: JobRecord): JobFields {
  return {
    title: record.title,
    description: record.description,
    job_type: record.jobType as JobFields['job_type'],
    city: record.city,
    state: record.state as JobFields['state'],
    starts_on: record.startsOn,
    ends_on: record.endsOn,
    pay_cents: record.payCents,
    pay_unit: record.payUnit,
    openings: record.openings,
    ...requirementsOf(record),
    application_deadline: record.applicationDeadline,
  };
}

/** The column each body field is stored in. */
const columnOfField = {
  title: 'title',
  description: 'description',
  job_type: 'jobType',
  city: 'city',
  state: 'state',
  starts_on: 'startsOn',
  ends_on: 'endsOn',
  pay_cents: 'payCents',
  pay_unit: 'payUnit',
  openings: 'openings',
  required_gender: 'requiredGender',
  required_model_types: 'requiredModelTypes',
  required_physical_types: 'requiredPhysicalTypes',
  min_age: 'minAge',
  max_age: 'maxAge',
  min_height_cm: 'minHeightCm',
  max_height_cm: 'maxHeightCm',
  application_deadline: 'applicationDeadline',
} as const satisfies { [F in keyof JobFields]?: keyof JobColumns };

/** Lists stored without repeats. */
const distinctLists = new Set<keyof JobFields>(['required_model_types', 'required_physical_types']);

/** Body fields -> columns; only the fields present (an edit changes just those). */
function columnsOf(fields: Partial<JobFields>): Partial<JobColumns> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columnOfField) as [keyof typeof columnOfField, string][]) {
    const value = fields[field];
    if (value !== undefined) columns[column] = distinctLists.has(field) && Array.isArray(value) ? [...new Set(value)] : value;
  }
  return columns;
}

export interface JobsServiceDeps {
  repository: JobsRepository;
  /** The public list (/vagas): built once, it keeps its compiled statements. */
  list: JobsListRepository;
  /** The owner's plan: a PRO owner's jobs are featured. */
  plans: SubscriptionsRepository;
  runInTransaction: TransactionRunner;
  /** Whom the viewer must not see in the list (blocks). */
  hiddenPeople: HiddenPeople;
  now?: () => Date;
}

/**
 * Jobs (vagas). Who acts always comes from the session; another user's job answers 404, like a
 * job that does not exist (docs/security.md #8). Every state change goes through the job graph in
 * packages/shared and is logged, in the transaction that makes it, on the job's locked row.
 */
export function createJobsService(deps: JobsServiceDeps) {
  const { repository, list, plans, runInTransaction } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * May this caller see this job? Drafts, cancelled jobs and jobs hidden by moderation: owner and
   * admins only; a suspended owner's jobs: admins only.
   */
  function canSee(row: JobViewRow, viewer: SessionUser | null): boolean {
    if (viewer?.userType === 'admin') return true;
    if (row.owner_suspended) return false;
    if (viewer?.id === row.owner_id) return true;
    return publicJobStates.includes(row.status) && !row.hidden_by_moderation;
  }

  /** The job, locked, if the caller may change it: its owner, or an admin (who acts as 'admin'). */
  async function lockForChange(tx: Database, jobId: string, user: SessionUser) {
    if (!isJobId(jobId)) throw jobNotFound();
    const record = await createJobsRepository(tx).lockJob(jobId);
    if (!record) throw jobNotFound();
    const isOwner = record.ownerId === user.id;
    if (!isOwner && user.userType !== 'admin') throw jobNotFound();
    return { record, actor: isOwner ? ('owner' as const) : ('admin' as const) };
  }

  async function view(jobId: string, viewer: SessionUser | null): Promise<JobView> {
    const row = isJobId(jobId) ? await repository.findJob(jobId) : undefined;
    if (!row || !canSee(row, viewer)) throw jobNotFound();
    return toJobView(row, viewer?.id === row.owner_id);
  }

  /** A PRO owner's jobs are featured (docs/product.md: featured jobs first in /vagas). */
  async function ownerIsPro(userId: string): Promise<boolean> {
    const plan = await plans.findUserPlan(userId);
    return isProActive(plan?.subscriptionType, plan?.subscriptionExpiresAt, now());
  }

  return {
    /** `viewerId`: the signed-in viewer, whose blocked people's jobs are left out (null: a guest). */
    async list(query: JobsQuery, viewerId: string | null = null): Promise<JobsPage> {
      const after = query.cursor ? decodeJobsCursor(query.cursor) : undefined;
      const rows = await list.openJobsPage(query, { after, fetch: query.limit + 1, hidden: await deps.hiddenPeople(viewerId) });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > query.limit && last ? encodeJobsCursor({ featured: last.featured, publishedAt: last.published_at_key, id: last.id }) : null;
      return { items: page.map(toJobCard), nextCursor };
    },

    view,

    /** A profile's open jobs (its public page lists them); an unknown, suspended or (to others) hidden profile is 404, as its page. */
    async openJobsOfProfile(slug: string, viewer: SessionUser | null): Promise<ProfileOpenJobs> {
      const ownerId = PROFILE_SLUG_PATTERN.test(slug) ? await repository.findVisibleProfileOwner(slug, viewer) : undefined;
      if (!ownerId) throw new AppError('PROFILE_NOT_FOUND');
      return { items: (await repository.openJobsOf(ownerId, PROFILE_OPEN_JOBS_MAX)).map(toJobCard) };
    },

    async mine(user: SessionUser): Promise<{ items: MyJob[] }> {
      const rows = await repository.ownJobs(user.id);
      return {
        items: rows.map((row) => {
          const counts = Object.fromEntries(applicationStates.map((state) => [state, row.counts?.[state] ?? 0])) as MyJob['applicant_counts'];
          return {
            ...toJobView(row, true),
            applicant_counts: counts,
            applicants_total: Object.values(counts).reduce((sum, n) => sum + n, 0),
            allowed_actions: allowedActions(jobGraph, row.status, 'owner'),
          };
        }),
      };
    },

    async create(user: SessionUser, body: CreateJobBody): Promise<JobView> {
      const { publish, ...fields } = body;
      const featured = await ownerIsPro(user.id);
      const id = await runInTransaction(async (tx) => {
        const txRepository = createJobsRepository(tx);
        const transitions = createHiringTransitionsRepository(tx);
        const jobId = await txRepository.insertJob({
          ownerId: user.id,
          title: fields.title,
          description: fields.description,
          jobType: fields.job_type,
          city: fields.city,
          state: fields.state,
          startsOn: fields.starts_on,
          payCents: fields.pay_cents,
          payUnit: fields.pay_unit,
          openings: fields.openings,
          ...columnsOf(fields),
          status: jobGraph.initial,
          featured,
        });
        await transitions.recordCreation('job', { id: jobId, status: jobGraph.initial }, { id: user.id, role: 'owner' });
        if (publish) {
          const to = requireTransition({ graph: jobGraph, action: 'publish', from: jobGraph.initial, actor: 'owner' });
          await txRepository.updateJob(jobId, { status: to, publishedAt: now() });
          await transitions.record({
            entity: 'job',
            entityId: jobId,
            action: 'publish',
            fromState: jobGraph.initial,
            toState: to,
            actorId: user.id,
            actorRole: 'owner',
          });
        }
        return jobId;
      });
      return view(id, user);
    },

    async update(user: SessionUser, jobId: string, body: UpdateJobBody): Promise<JobView> {
      await runInTransaction(async (tx) => {
        const { record } = await lockForChange(tx, jobId, user);
        if (!editableStates.includes(record.status)) {
          throw new AppError('TRANSITION_NOT_ALLOWED', 'Esta vaga não pode mais ser editada.', { entity: 'job', action: 'edit', from: record.status });
        }
        const merged: JobFields = { ...fieldsOf(record), ...(body as Partial<JobFields>) };
        const datesChanged = body.starts_on !== undefined || body.application_deadline !== undefined;
        checkMerged(merged, record.status !== 'draft' && datesChanged);
        await createJobsRepository(tx).updateJob(record.id, columnsOf(body));
      });
      return view(jobId, user);
    },

    /** `reason` is the admin's when moderating someone else's job: that step goes to the audit log too. */
    async act(user: SessionUser, jobId: string, action: JobAction, reason = ''): Promise<JobView> {
      await runInTransaction(async (tx) => {
        const { record, actor } = await lockForChange(tx, jobId, user);
        const to = requireTransition({ graph: jobGraph, action, from: record.status, actor });
        // A published job cannot start (or stop taking applications) in the past.
        if (action === 'publish' || action === 'reopen') checkMerged(fieldsOf(record), true);
        await createJobsRepository(tx).updateJob(record.id, action === 'publish' ? { status: to, publishedAt: now() } : { status: to });
        await createHiringTransitionsRepository(tx).record({
          entity: 'job',
          entityId: record.id,
          action,
          fromState: record.status,
          toState: to,
          actorId: user.id,
          actorRole: actor,
        });
        if (actor === 'admin') {
          await createAuditRepository(tx).record({
            actorId: user.id,
            action: 'job.moderate',
            targetType: 'job',
            targetId: record.id,
            reason,
            details: { target_label: record.title, job_action: action, from: record.status, to },
          });
        }
      });
      return view(jobId, user);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
