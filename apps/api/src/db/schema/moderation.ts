import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from './auth.ts';
import { timestamptz } from './columns.ts';

/**
 * One person's report of one item ("Denunciar"). The snapshot is the item as it was when reported,
 * so editing or deleting it does not erase the evidence. One open report per person and item (a
 * unique index, not a check two requests could both pass).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: userRef('reporter_id'),
    itemKind: text('item_kind', { enum: ['profile', 'job', 'review', 'message', 'shoot_package'] }).notNull(),
    /** A profile's owner's user id; the job's, review's, message's or package's id. */
    itemId: text('item_id').notNull(),
    /** The item's author when reported (the profile's owner, the job's, the review's writer...). */
    reportedUserId: text('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', {
      enum: ['advance_payment_scam', 'harassment', 'inappropriate_content', 'fake_profile', 'minor_at_risk', 'misleading_job', 'other'],
    }).notNull(),
    details: text('details'),
    snapshot: jsonb('snapshot').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] })
      .notNull()
      .default('open'),
    /** What the admin did ('hide', 'warn', 'suspend'; empty when dismissed) and why. */
    actions: text('actions').array().notNull().default(sql`'{}'::text[]`),
    resolutionReason: text('resolution_reason'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_one_open_per_reporter_key').on(t.reporterId, t.itemKind, t.itemId).where(sql`${t.status} = 'open'`),
    index('reports_open_item_idx').on(t.itemKind, t.itemId, t.createdAt).where(sql`${t.status} = 'open'`),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
    index('reports_reported_user_idx').on(t.reportedUserId),
    check('reports_resolved_check', sql`(${t.status} = 'open') = (${t.resolvedAt} is null)`),
  ],
);

/**
 * A person's identity check: ID document photo, selfie holding it, CPF. The files live in the
 * private store under the keys below (never under /media) until files_deleted_at, 30 days after
 * the decision. The CPF is kept as a keyed hash (to spot one CPF on two accounts) and its last
 * digits in clear.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    documentType: text('document_type', { enum: ['rg', 'cnh', 'passport'] }).notNull(),
    cpfHash: text('cpf_hash').notNull(),
    cpfLastDigits: text('cpf_last_digits').notNull(),
    /** Private store keys; null once deleted. */
    documentFileKey: text('document_file_key'),
    selfieFileKey: text('selfie_file_key'),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    filesDeletedAt: timestamptz('files_deleted_at'),
  },
  (t) => [
    uniqueIndex('identity_verifications_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('identity_verifications_user_idx').on(t.userId, t.submittedAt),
    index('identity_verifications_queue_idx').on(t.status, t.submittedAt),
    index('identity_verifications_cpf_hash_idx').on(t.cpfHash),
    // The files still kept after a decision: what the 30-day deletion reads.
    index('identity_verifications_files_due_idx').on(t.decidedAt).where(sql`${t.filesDeletedAt} is null and ${t.decidedAt} is not null`),
    check('identity_verifications_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);
