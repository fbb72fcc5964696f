import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Every admin action (docs/product.md "Admin"): who, when, what, on what, and why. Append-only in
 * practice (no route updates or deletes it); no foreign keys, so the record outlives accounts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').notNull(),
    /** e.g. 'settings.update', 'user.suspend', 'page.update' (packages/shared auditActions). */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    /** What changed, e.g. the setting keys or the old and new user type. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_created_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_actor_created_idx').on(t.actorId, t.createdAt.desc()),
  ],
);
