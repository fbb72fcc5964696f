import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/*
 * The four tables better-auth reads and writes through its drizzle adapter. The JS property names
 * are better-auth's field names (the adapter looks columns up by them); the SQL names are ours.
 */

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Always stored lower-cased (better-auth and our schemas both normalise). */
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    userType: text('user_type').notNull(),
    /** Set by an admin; a suspended user cannot sign in and their profile is hidden. */
    suspendedAt: timestamptz('suspended_at'),
    /** Why an admin suspended the account (kept for the admin screen and appeals). */
    suspensionReason: text('suspension_reason'),
    subscriptionType: text('subscription_type'),
    subscriptionExpiresAt: timestamptz('subscription_expires_at'),
    /**
     * The person deleted the account (LGPD, docs/security.md #21): name and email were replaced,
     * the profile, password and sessions are gone. The row stays for the other side's contracts,
     * reviews and the ledger.
     */
    deletedAt: timestamptz('deleted_at'),
    /** Notification emails the person turned off (emailPreferenceCategories); none by default. */
    emailOptOuts: text('email_opt_outs').array().notNull().default(sql`'{}'::text[]`),
    /** When she dismissed the first-run safety card of each moment (safetyTipsMoments), on any device. */
    safetyTipsConversationSeenAt: timestamptz('safety_tips_conversation_seen_at'),
    safetyTipsHiredSeenAt: timestamptz('safety_tips_hired_seen_at'),
  },
  (t) => [
    check('users_user_type_check', sql`${t.userType} in ('model', 'contractor', 'photographer', 'admin')`),
    // Lists put PRO profiles first: the few active subscriptions are found through this index.
    index('users_pro_expires_at_idx').on(t.subscriptionExpiresAt).where(sql`${t.subscriptionType} = 'pro'`),
  ],
);

/** The user a row belongs to: required, and the row is deleted with the users row. */
export function userRef<Name extends string>(name: Name) {
  return text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userRef('user_id'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userRef('user_id'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    /** scrypt hash written by better-auth (`salt:key`, hex); never the password itself. */
    password: text('password'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
