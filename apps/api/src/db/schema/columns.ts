import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** citext: slugs are unique whatever their case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** Every timestamp is stored with its time zone (UTC in, UTC out). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Who hid an item from everyone but its author and the admins (docs/product.md "Safety"):
 * 'reports' when REPORTERS_TO_HIDE different people reported it (until an admin reviews it),
 * 'admin' when an admin did. Null: visible. Profiles, jobs, shoot packages and messages carry it
 * as `moderation_hidden_by`; reviews keep their older `hidden_at` plus `hidden_by`.
 */
export const moderationHiddenBy = (name: string) => text(name, { enum: ['reports', 'admin'] });
