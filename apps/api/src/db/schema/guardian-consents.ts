import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './auth.ts';
import { timestamptz } from './columns.ts';

/**
 * A minor's guardian asked to confirm (one row per email sent) and, once confirmed, the record of
 * that consent (LGPD art. 14): who confirmed (name, email, phone as named by her), for which
 * model (user_id, and her name then), when, from which IP and which text version. Kept when the
 * guardian changes or the account goes (README "Minors reach contractors through a guardian").
 */
export const guardianConsents = pgTable(
  'guardian_consents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The model the consent is for. */
    userId: userRef('user_id'),
    modelName: text('model_name').notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianEmail: text('guardian_email').notNull(),
    /** Digits only, like profiles.guardian_phone. */
    guardianPhone: text('guardian_phone').notNull(),
    /**
     * SHA-256 of the emailed token (base64url): a database leak gives no usable link. Null once
     * used or revoked, so a link works once.
     */
    tokenHash: text('token_hash').unique(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** The link stopped working before use: another guardian was named, or another link confirmed. */
    revokedAt: timestamptz('revoked_at'),
    confirmedAt: timestamptz('confirmed_at'),
    confirmedIp: text('confirmed_ip'),
    /** GUARDIAN_CONSENT_TEXT_VERSION of the text the guardian confirmed. */
    textVersion: text('text_version'),
  },
  (t) => [index('guardian_consents_user_id_sent_at_idx').on(t.userId, t.sentAt)],
);
