import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  accounts,
  applications,
  auditLog,
  consents,
  contactMessages,
  contracts,
  conversationMessageImages,
  conversationMessages,
  conversationParticipants,
  favorites,
  guardianConsents,
  hiringTransitions,
  identityVerifications,
  idempotencyKeys,
  jobs,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  notifications,
  payments,
  proExpiryReminders,
  profileMedia,
  profiles,
  proposals,
  rateLimitHits,
  reports,
  reviews,
  shootAvailability,
  shootBookings,
  shootPackages,
  sessions,
  userBlocks,
  users,
  verifications,
  withdrawals,
} from '../../db/schema/index.ts';
import { maskedCpf, messageImageUrl } from '@passarela/shared';
import { pickColumns } from '../../db/pick-columns.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { createReportsRepository } from '../reports/index.ts';

/** How a deleted person is named wherever others still see their past (contracts, reviews). */
export const REMOVED_NAME = 'Usuário removido';

/** What a deleted person's messages read in the threads they leave behind. */
export const DELETED_MESSAGE_TEXT = 'Mensagem apagada: a pessoa saiu da Passarela.';

/** Contracts in these states still owe work or money to someone: the account cannot go yet. */
const openContractStates: ('awaiting_payment' | 'funded' | 'disputed')[] = ['awaiting_payment', 'funded', 'disputed'];

/**
 * Everything stored about one person, section by section (docs/security.md #21). Secrets are left
 * out: the password hash, session tokens, emailed tokens and replayed request bodies.
 */
async function collectExport(db: Database, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const [profileRow] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  // The search copy is derived from the fields already exported.
  const profile = profileRow ? (({ searchText: _derived, ...rest }) => rest)(profileRow) : null;
  const wallet = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_wallet')));
  const walletIds = wallet.map((row) => row.id);
  const mine = (table: typeof proposals | typeof contracts) => or(eq(table.ownerId, userId), eq(table.modelId, userId));
  return {
    account: account ?? null,
    sign_in_methods: await db.select({ provider: accounts.providerId, createdAt: accounts.createdAt }).from(accounts).where(eq(accounts.userId, userId)),
    sessions: await db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    consents: await db.select().from(consents).where(eq(consents.userId, userId)),
    profile,
    // Her guardian's consent links and confirmations (LGPD art. 14), without the link tokens.
    guardian_consents: await db
      .select(
        pickColumns(
          guardianConsents,
          'guardianName',
          'guardianEmail',
          'guardianPhone',
          'modelName',
          'sentAt',
          'expiresAt',
          'revokedAt',
          'confirmedAt',
          'confirmedIp',
          'textVersion',
        ),
      )
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, userId))
      .orderBy(guardianConsents.sentAt),
    gallery: await db.select().from(profileMedia).where(eq(profileMedia.userId, userId)).orderBy(profileMedia.position),
    favorites: await db.select().from(favorites).where(eq(favorites.userId, userId)),
    jobs: await db.select().from(jobs).where(eq(jobs.ownerId, userId)),
    applications: await db.select().from(applications).where(eq(applications.modelId, userId)),
    proposals: await db.select().from(proposals).where(mine(proposals)),
    contracts: await db.select().from(contracts).where(mine(contracts)),
    reviews: await db
      .select()
      .from(reviews)
      .where(or(eq(reviews.reviewerId, userId), eq(reviews.revieweeId, userId))),
    hiring_steps_taken: await db.select().from(hiringTransitions).where(eq(hiringTransitions.actorId, userId)),
    // Shoots (issue 27): what she sells, her hours, and the bookings on either side.
    shoot_packages: await db.select().from(shootPackages).where(eq(shootPackages.photographerId, userId)),
    shoot_availability: await db.select().from(shootAvailability).where(eq(shootAvailability.photographerId, userId)),
    shoot_bookings: await db
      .select()
      .from(shootBookings)
      .where(or(eq(shootBookings.buyerId, userId), eq(shootBookings.photographerId, userId))),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    // The threads she is in, what she wrote in them (the other side's words are theirs), whom she blocked.
    conversations: await db
      .select({
        conversationId: conversationParticipants.conversationId,
        lastReadAt: conversationParticipants.lastReadAt,
        reportedAt: conversationParticipants.reportedAt,
      })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, userId)),
    messages_sent: await db
      .select({ conversationId: conversationMessages.conversationId, body: conversationMessages.body, createdAt: conversationMessages.createdAt })
      .from(conversationMessages)
      .where(eq(conversationMessages.senderId, userId))
      .orderBy(conversationMessages.createdAt),
    // The photos she sent, each with the address she downloads it from (the other side's are theirs).
    message_images_sent: (
      await db
        .select({
          id: conversationMessageImages.id,
          messageId: conversationMessageImages.messageId,
          conversationId: conversationMessages.conversationId,
          width: conversationMessageImages.width,
          height: conversationMessageImages.height,
          createdAt: conversationMessageImages.createdAt,
        })
        .from(conversationMessageImages)
        .innerJoin(conversationMessages, eq(conversationMessages.id, conversationMessageImages.messageId))
        .where(eq(conversationMessages.senderId, userId))
        .orderBy(conversationMessageImages.createdAt, conversationMessageImages.position)
    ).map((image) => ({ ...image, url: messageImageUrl(image.conversationId, image.messageId, image.id) })),
    blocked_people: await db
      .select({ blockedId: userBlocks.blockedId, createdAt: userBlocks.createdAt })
      .from(userBlocks)
      .where(eq(userBlocks.blockerId, userId)),
    // The reports she sent ("Denunciar"): what, why, her words and where each stands. Not the
    // snapshot (the reported item as it was: someone else's words and photos) nor the admin's notes.
    // Reports others made about her are left out on purpose: each would tell her who reported her,
    // and people report in confidence (docs/product.md "Safety"); what the moderation did to her
    // content reached her as notifications, which are exported above.
    reports_sent: await db
      .select(pickColumns(reports, 'itemKind', 'itemId', 'reason', 'details', 'status', 'createdAt', 'resolvedAt'))
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(reports.createdAt),
    wallet,
    wallet_entries:
      walletIds.length === 0
        ? []
        : await db
            .select({
              amountCents: ledgerEntries.amountCents,
              kind: ledgerTransfers.kind,
              description: ledgerTransfers.description,
              createdAt: ledgerTransfers.createdAt,
            })
            .from(ledgerEntries)
            .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
            .where(inArray(ledgerEntries.accountId, walletIds))
            .orderBy(ledgerTransfers.createdAt),
    payments: await db
      .select(
        pickColumns(
          payments,
          'id',
          'purpose',
          'description',
          'amountCents',
          'provider',
          'status',
          'statusDetail',
          'paymentMethodId',
          'installments',
          'plan',
          'contractId',
          'settledAt',
          'reversedAt',
          'createdAt',
        ),
      )
      .from(payments)
      .where(eq(payments.userId, userId)),
    withdrawals: await db.select().from(withdrawals).where(eq(withdrawals.userId, userId)),
    contact_messages: account
      ? await db
          .select()
          .from(contactMessages)
          .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, account.email)))
      : [],
    admin_actions_on_account: await db
      .select({ action: auditLog.action, reason: auditLog.reason, details: auditLog.details, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId))),
    pro_expiry_reminders: await db.select().from(proExpiryReminders).where(eq(proExpiryReminders.userId, userId)),
    // Her identity verifications: what she sent, the outcome and what to fix. Never the photos' keys
    // nor the CPF's hash (a secret-keyed digest, useless to her): its last digits say which CPF it was.
    identity_verifications: (
      await db
        .select(pickColumns(identityVerifications, 'status', 'documentType', 'cpfLastDigits', 'submittedAt', 'decidedAt', 'decisionReason', 'filesDeletedAt'))
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId))
        .orderBy(identityVerifications.submittedAt)
    ).map(({ cpfLastDigits, decisionReason, ...row }) => ({
      ...row,
      cpf: maskedCpf(cpfLastDigits),
      rejectionReason: row.status === 'rejected' ? decisionReason : null,
    })),
  };
}

export type AccountDataExport = Awaited<ReturnType<typeof collectExport>>;

export function createAccountDataRepository(db: Database) {
  return {
    collectExport: (userId: string) => collectExport(db, userId),

    /**
     * What would stop the account from going: money still held for the person, work still running.
     * With `lock` (inside the deletion's transaction) the wallet row is locked first, so a payment
     * settling at that moment waits and is seen.
     */
    async deletionBlockers(userId: string, options: { lock?: boolean } = {}) {
      const walletQuery = db
        .select({ balanceCents: ledgerAccounts.balanceCents })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_wallet')));
      const [wallet] = options.lock ? await walletQuery.for('update') : await walletQuery;
      const [pending] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'requested')));
      const [open] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(contracts)
        .where(and(or(eq(contracts.ownerId, userId), eq(contracts.modelId, userId)), inArray(contracts.status, openContractStates)));
      // A shoot booking holding money (paid, not yet released or refunded) counts as an open contract (issue 27).
      const [openShoots] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(shootBookings)
        .where(
          and(
            or(eq(shootBookings.buyerId, userId), eq(shootBookings.photographerId, userId)),
            inArray(shootBookings.status, ['funded', 'accepted', 'delivered', 'disputed']),
          ),
        );
      return {
        walletBalanceCents: wallet?.balanceCents ?? 0,
        pendingWithdrawals: pending?.count ?? 0,
        openContracts: (open?.count ?? 0) + (openShoots?.count ?? 0),
      };
    },

    /** The sign-in address and name as they are before the deletion replaces them. */
    async identityOf(userId: string): Promise<{ email: string; name: string } | undefined> {
      const [row] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** Hiring the person still has open: closed by the service, each through its state graph. */
    async openHiringOf(userId: string) {
      return {
        pendingApplications: await db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.modelId, userId), eq(applications.status, 'pending'))),
        pendingProposals: await db
          .select({ id: proposals.id, ownerId: proposals.ownerId, modelId: proposals.modelId })
          .from(proposals)
          .where(and(or(eq(proposals.ownerId, userId), eq(proposals.modelId, userId)), eq(proposals.status, 'pending'))),
        liveJobs: await db
          .select({ id: jobs.id, status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.ownerId, userId), inArray(jobs.status, ['draft', 'open', 'closed']))),
      };
    },

    async setApplicationStatus(id: string, status: (typeof applications.$inferSelect)['status']) {
      await db.update(applications).set({ status, updatedAt: new Date() }).where(eq(applications.id, id));
    },

    async setProposalStatus(id: string, status: (typeof proposals.$inferSelect)['status'], at: Date) {
      await db.update(proposals).set({ status, answeredAt: at }).where(eq(proposals.id, id));
    },

    async setJobStatus(id: string, status: (typeof jobs.$inferSelect)['status'], at: Date) {
      await db.update(jobs).set({ status, updatedAt: at }).where(eq(jobs.id, id));
    },

    /**
     * Erases what identifies the person (docs/security.md #21). The account row stays, renamed, so
     * the other side's contracts, reviews and the ledger keep their counterpart; everything only
     * the person had goes. Run inside the deletion's transaction.
     */
    async anonymise(userId: string, identity: { email: string; name: string }, at: Date) {
      const { email, name } = identity;
      await db.delete(sessions).where(eq(sessions.userId, userId));
      // The password hash: nobody can sign in to the account again.
      await db.delete(accounts).where(eq(accounts.userId, userId));
      // Reset links (better-auth keeps the user id as the value) and pending email changes (ours).
      await db
        .delete(verifications)
        .where(or(eq(verifications.value, userId), sql`${verifications.value} like ${`{"userId":${escapeLike(JSON.stringify(userId))},%`}`));
      await db.delete(profileMedia).where(eq(profileMedia.userId, userId));
      await db.delete(profiles).where(eq(profiles.userId, userId));
      await db.delete(favorites).where(or(eq(favorites.userId, userId), and(inArray(favorites.kind, ['model', 'contractor']), eq(favorites.targetId, userId))));
      await db.delete(notifications).where(eq(notifications.userId, userId));
      await db.delete(proExpiryReminders).where(eq(proExpiryReminders.userId, userId));
      // Stored answers of money requests may repeat what was typed (a Pix key).
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
      await db.delete(contactMessages).where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email)));
      // Which versions were accepted, and when, stay as the record of consent; not from where.
      await db.update(consents).set({ ipAddress: null }).where(eq(consents.userId, userId));
      // A guardian's confirmations stay as the record of that consent (LGPD art. 14, README "Minors
      // reach contractors through a guardian"); links not yet used stop working.
      await db
        .update(guardianConsents)
        .set({ tokenHash: null, revokedAt: at })
        .where(and(eq(guardianConsents.userId, userId), isNotNull(guardianConsents.tokenHash)));
      await db.update(applications).set({ message: '' }).where(eq(applications.modelId, userId));
      // Her messages stay in the other side's threads (a dispute may need them), without her words.
      await db
        .update(conversationMessages)
        .set({ body: DELETED_MESSAGE_TEXT, originalBody: null, contactHidden: false, scamWarning: false })
        .where(eq(conversationMessages.senderId, userId));
      await db.delete(userBlocks).where(eq(userBlocks.blockerId, userId));
      // Her reports lose her words; snapshots of her things follow the things (reports.repository.ts).
      await createReportsRepository(db).anonymiseFor(userId, { name, removedName: REMOVED_NAME, deletedMessageText: DELETED_MESSAGE_TEXT });
      // The other side's bell quoted her messages ("Ana enviou uma mensagem: …").
      await db
        .update(notifications)
        .set({ body: DELETED_MESSAGE_TEXT })
        .where(
          and(
            eq(notifications.type, 'message_received'),
            sql`${notifications.link} in (select '/mensagens/' || c.id::text from conversations c where c.person_a = ${userId} or c.person_b = ${userId})`,
          ),
        );
      // The bells of the people she dealt with told them "Ana Souza se candidatou…": her name goes
      // from those (only theirs: someone else may share the name).
      const counterparts = sql`(
        select owner_id from proposals where model_id = ${userId} union select model_id from proposals where owner_id = ${userId}
        union select owner_id from contracts where model_id = ${userId} union select model_id from contracts where owner_id = ${userId}
        union select j.owner_id from applications a join jobs j on j.id = a.job_id where a.model_id = ${userId}
        union select reviewee_id from reviews where reviewer_id = ${userId} union select reviewer_id from reviews where reviewee_id = ${userId})`;
      await db
        .update(notifications)
        .set({ title: sql`replace(${notifications.title}, ${name}, ${REMOVED_NAME})`, body: sql`replace(${notifications.body}, ${name}, ${REMOVED_NAME})` })
        .where(
          and(
            sql`${notifications.userId} in ${counterparts}`,
            or(sql`strpos(${notifications.body}, ${name}) > 0`, sql`strpos(${notifications.title}, ${name}) > 0`),
          ),
        );
      // Admin actions stay on record, but their labels ("Ana Souza <ana@…>") lose her name and
      // address: the one change the audit log's trigger lets through, and only in this transaction.
      await db.execute(sql`select set_config('passarela.lgpd_erasure', 'on', true)`);
      await db
        .update(auditLog)
        .set({ details: sql`replace(replace(${auditLog.details}::text, ${name}, ${REMOVED_NAME}), ${email}, 'email removido')::jsonb` })
        .where(
          or(
            and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)),
            sql`${auditLog.details}->>'user_id' = ${userId}`,
            sql`strpos(${auditLog.details}::text, ${email}) > 0`,
          ),
        );
      // Rate-limit counters are keyed by the address or the id ('sign-in:email:ana@…').
      await db
        .delete(rateLimitHits)
        .where(or(sql`${rateLimitHits.key} like ${`%:${escapeLike(email)}`}`, sql`${rateLimitHits.key} like ${`%:${escapeLike(userId)}`}`));
      await db
        .update(users)
        .set({
          name: REMOVED_NAME,
          // Unique, lower-case and unreachable (.invalid is reserved): the old address is free again.
          email: `removido-${randomUUID()}@passarela.invalid`,
          emailVerified: false,
          image: null,
          deletedAt: at,
          updatedAt: at,
        })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
