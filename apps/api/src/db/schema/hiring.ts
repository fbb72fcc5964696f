import { sql } from 'drizzle-orm';
import { bit, boolean, check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './auth.ts';
import { moderationHiddenBy, timestamptz } from './columns.ts';
import { shootBookings } from './shoots.ts';

/**
 * Hiring (docs/product.md "Jobs", "Applications", "Proposals and contracts", "Reviews"). States and
 * their allowed steps live in packages/shared/src/hiring; the database keeps the current state and
 * every step taken (hiring_transitions). Money is integer centavos.
 */

/** What /vagas searches, folded like profiles.search_text ('sao paulo' finds 'São Paulo'). */
const jobSearchText = sql`passarela_fold(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(city, ''))`;

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: userRef('owner_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    jobType: text('job_type').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    payCents: integer('pay_cents').notNull(),
    payUnit: text('pay_unit', { enum: ['hour', 'day', 'job'] }).notNull(),
    openings: integer('openings').notNull().default(1),
    /** Requirements; null or empty means "any". */
    requiredGender: text('required_gender'),
    requiredModelTypes: text('required_model_types').array().notNull().default(sql`'{}'::text[]`),
    requiredPhysicalTypes: text('required_physical_types').array().notNull().default(sql`'{}'::text[]`),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    minHeightCm: smallint('min_height_cm'),
    maxHeightCm: smallint('max_height_cm'),
    applicationDeadline: date('application_deadline', { mode: 'string' }),
    status: text('status', { enum: ['draft', 'open', 'closed', 'filled', 'cancelled'] })
      .notNull()
      .default('draft'),
    /** Featured jobs come first in /vagas (docs/product.md); set by the owner's PRO plan or an admin. */
    featured: boolean('featured').notNull().default(false),
    searchText: text('search_text').generatedAlwaysAs(jobSearchText),
    /**
     * The trigrams of search_text as 1,024 bits (migration 0017): the list indexes carry it, so a
     * search by word turns down, in the index alone, the jobs that cannot hold the word and opens
     * only the others (modules/jobs/jobs-list-sql.ts). PostgreSQL lets a generated column read
     * base columns only, hence the text's expression again.
     */
    searchSignature: bit('search_signature', { dimensions: 1024 }).generatedAlwaysAs(sql`passarela_trgm_signature(${jobSearchText})`),
    /** Hidden by three reporters or an admin (columns.ts moderationHiddenBy); out of lists and pages for everyone but the owner and admins. */
    moderationHiddenBy: moderationHiddenBy('moderation_hidden_by'),
    publishedAt: timestamptz('published_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('jobs_pay_cents_check', sql`${t.payCents} >= 0`),
    check('jobs_openings_check', sql`${t.openings} between 1 and 100`),
    index('jobs_owner_created_idx').on(t.ownerId, t.createdAt),
    // /vagas: open jobs, featured first, newest first, keyset by id. Migrations 0016 and 0017 add
    // INCLUDE (job_type, pay_cents, starts_on, search_signature), which Drizzle's builder cannot
    // say: a search tests those filters and the words' trigrams in the index before opening a job
    // (modules/jobs/jobs-list-sql.ts).
    index('jobs_open_list_idx').on(t.featured.desc(), t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'open'`),
    index('jobs_open_state_idx').on(t.state, t.featured.desc(), t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'open'`),
    index('jobs_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    modelId: userRef('model_id'),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'shortlisted', 'rejected', 'hired', 'withdrawn'] })
      .notNull()
      .default('pending'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Once per job (docs/product.md): the database holds the rule under concurrent clicks.
    uniqueIndex('applications_job_model_idx').on(t.jobId, t.modelId),
    index('applications_job_created_idx').on(t.jobId, t.createdAt),
    // "Minhas Candidaturas" and the monthly limit count.
    index('applications_model_created_idx').on(t.modelId, t.createdAt),
  ],
);

export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who hires: a contractor, photographer or admin. */
    ownerId: userRef('owner_id'),
    modelId: userRef('model_id'),
    /** Set when the proposal came from an application; null when made from the model's profile. */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    place: text('place').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    answeredAt: timestamptz('answered_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('proposals_amount_cents_check', sql`${t.amountCents} > 0`),
    check('proposals_not_self_check', sql`${t.ownerId} <> ${t.modelId}`),
    index('proposals_model_created_idx').on(t.modelId, t.createdAt),
    index('proposals_owner_created_idx').on(t.ownerId, t.createdAt),
    // One proposal per application.
    uniqueIndex('proposals_application_idx').on(t.applicationId),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    ownerId: userRef('owner_id'),
    modelId: userRef('model_id'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    place: text('place').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['awaiting_payment', 'funded', 'completed', 'cancelled', 'disputed'] })
      .notNull()
      .default('awaiting_payment'),
    /** Each party confirms the work was done; the contract completes when both have. */
    ownerConfirmedAt: timestamptz('owner_confirmed_at'),
    modelConfirmedAt: timestamptz('model_confirmed_at'),
    fundedAt: timestamptz('funded_at'),
    /** PLATFORM_FEE_BPS when the contract was funded: a later change of the fee does not apply to it. */
    feeBps: integer('fee_bps'),
    disputeReason: text('dispute_reason'),
    disputedBy: text('disputed_by'),
    disputedAt: timestamptz('disputed_at'),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('contracts_amount_cents_check', sql`${t.amountCents} > 0`),
    uniqueIndex('contracts_proposal_idx').on(t.proposalId),
    index('contracts_owner_created_idx').on(t.ownerId, t.createdAt),
    index('contracts_model_created_idx').on(t.modelId, t.createdAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What is reviewed: a contract, or a shoot booking (issue 27); exactly one of the two (CHECK). */
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    shootBookingId: uuid('shoot_booking_id').references(() => shootBookings.id, { onDelete: 'cascade' }),
    reviewerId: userRef('reviewer_id'),
    revieweeId: userRef('reviewee_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    /** Hidden by an admin (moderation); hidden reviews count nowhere. */
    hiddenAt: timestamptz('hidden_at'),
    /** Who hid it (columns.ts moderationHiddenBy); null with hidden_at set means an admin, before reports existed. */
    hiddenBy: moderationHiddenBy('hidden_by'),
    /**
     * A copy of contracts.completed_at, kept by triggers (migration 0012): whether the review
     * window has closed is then read from the review itself, so a page of cards gets its ratings
     * from one index instead of looking up a contract per review.
     */
    contractCompletedAt: timestamptz('contract_completed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_one_subject_check', sql`num_nonnulls(${t.contractId}, ${t.shootBookingId}) = 1`),
    // Everything a rating reads (review-sql.ts), so ratings are read from the index alone.
    index('reviews_reviewee_rating_idx').on(t.revieweeId, t.hiddenAt, t.contractCompletedAt, t.rating, t.contractId, t.reviewerId),
    // Each side reviews the other once per contract.
    uniqueIndex('reviews_contract_reviewer_idx').on(t.contractId, t.reviewerId),
    uniqueIndex('reviews_shoot_booking_reviewer_idx').on(t.shootBookingId, t.reviewerId).where(sql`${t.shootBookingId} is not null`),
    index('reviews_reviewee_created_idx').on(t.revieweeId, t.createdAt),
    index('reviews_reviewer_created_idx').on(t.reviewerId, t.createdAt),
  ],
);

/** Every step of a job, application, proposal or contract: who took it, when, from and to what. */
export const hiringTransitions = pgTable(
  'hiring_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity', { enum: ['job', 'application', 'proposal', 'contract', 'shoot_booking'] }).notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    /** Null for the platform itself ('system'). No foreign key: the record outlives an account. */
    actorId: text('actor_id'),
    actorRole: text('actor_role', { enum: ['owner', 'model', 'admin', 'system', 'buyer', 'photographer'] }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('hiring_transitions_entity_idx').on(t.entity, t.entityId, t.at)],
);
