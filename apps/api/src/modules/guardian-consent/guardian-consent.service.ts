import { GUARDIAN_CONSENT_TEXT_VERSION, type GuardianConsentStatus, type GuardianConsentView, guardianConsentMessages, isMinorOn } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoOrNull } from '../../lib/iso-time.ts';
import type { EmailBranding } from '../../lib/mailer/email-layout.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import { type RateLimiter, rateLimitRules } from '../rate-limits/index.ts';
import { guardianConsentEmail } from './guardian-consent-email.ts';
import {
  type GuardianConsentRepository,
  type GuardianConsentRow,
  type ProfileGuardian,
  createGuardianConsentRepository,
} from './guardian-consent.repository.ts';
import { type GuardianInvite, storeGuardianInvite } from './guardian-consent-request.ts';
import { guardianOnFile, isSameGuardian } from './guardian-consent-rules.ts';
import { hashConsentToken } from './guardian-consent-token.ts';

export interface GuardianConsentDeps {
  repository: GuardianConsentRepository;
  runInTransaction: TransactionRunner;
  mailer: Mailer;
  branding: () => Promise<EmailBranding>;
  rateLimiter: RateLimiter;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

function toView(row: GuardianConsentRow): GuardianConsentView {
  return {
    model_name: row.modelName,
    guardian_name: row.guardianName,
    text_version: row.textVersion ?? GUARDIAN_CONSENT_TEXT_VERSION,
    expires_at: row.expiresAt.toISOString(),
    confirmed_at: isoOrNull(row.confirmedAt),
  };
}

/**
 * A link works once, before it expires, and only while the guardian it was sent to is still the
 * one on the model's profile (a guardian replaced meanwhile cannot confirm for the new one).
 */
function isUsable(row: GuardianConsentRow, guardian: ProfileGuardian | undefined, now: Date): boolean {
  if (row.tokenHash === null || row.confirmedAt !== null || row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return false;
  if (!guardian || guardian.userType !== 'model') return false;
  return isSameGuardian({ name: row.guardianName, email: row.guardianEmail, phone: row.guardianPhone }, guardianOnFile(guardian));
}

/**
 * A minor's guardian confirms by an emailed link (README "Minors reach contractors through a
 * guardian", LGPD art. 14). Links are made by a profile save that names or changes the guardian
 * (profiles.service, through storeGuardianInvite) and by "Reenviar email ao responsável"; the
 * confirmation is recorded on the link's row and unlocks applying and proposals.
 */
export function createGuardianConsentService({
  repository,
  runInTransaction,
  mailer,
  branding,
  rateLimiter,
  logger,
  now = () => new Date(),
}: GuardianConsentDeps) {
  const invalidLink = () => new AppError('GUARDIAN_CONSENT_LINK_INVALID');

  async function statusOf(guardian: ProfileGuardian): Promise<GuardianConsentStatus | null> {
    if (guardian.userType !== 'model' || !isMinorOn(guardian.birthDate, now()) || !guardianOnFile(guardian)) return null;
    return {
      status: guardian.guardianConfirmedAt ? 'confirmed' : 'pending',
      confirmed_at: isoOrNull(guardian.guardianConfirmedAt),
      last_sent_at: isoOrNull(await repository.lastSentAt(guardian.userId)),
    };
  }

  /** Before a link is made, outside any transaction: per model and per guardian address (rateLimitRules). */
  async function allowInvite(userId: string, guardianEmail: string): Promise<void> {
    await rateLimiter.consume([
      { rule: rateLimitRules.guardianEmailUser, subject: userId },
      { rule: rateLimitRules.guardianEmailAddress, subject: guardianEmail },
    ]);
  }

  /** After the transaction that stored the link committed. A failure is logged: she can send it again. */
  async function sendInvite(userId: string, invite: GuardianInvite): Promise<void> {
    try {
      await mailer.send(guardianConsentEmail(await branding(), invite));
    } catch (error) {
      logger.error({ err: error, userId }, 'could not email a guardian consent link');
    }
  }

  return {
    statusOf,

    allowInvite,
    sendInvite,

    /** "Reenviar email ao responsável": a new link to the guardian on file, the older ones stop working. */
    async resend(userId: string): Promise<GuardianConsentStatus> {
      const found = await repository.findProfileGuardian(userId);
      if (!found) throw new AppError('PROFILE_NOT_FOUND');
      const contact = guardianOnFile(found);
      if (found.guardianConfirmedAt) throw new AppError('GUARDIAN_CONSENT_NOT_PENDING', guardianConsentMessages.alreadyConfirmed);
      if (!contact || (await statusOf(found)) === null) throw new AppError('GUARDIAN_CONSENT_NOT_PENDING', guardianConsentMessages.nothingToConfirm);
      await allowInvite(userId, contact.email);
      const invite = await runInTransaction(async (tx) => {
        const locked = await createGuardianConsentRepository(tx).findProfileGuardian(userId, { lock: 'update' });
        // Saved again meanwhile (another tab): the guardian asked about is no longer the one on file.
        if (!locked || locked.guardianConfirmedAt || !isSameGuardian(contact, guardianOnFile(locked))) throw new AppError('GUARDIAN_CONSENT_NOT_PENDING');
        return storeGuardianInvite(tx, { userId, modelName: `${locked.firstName} ${locked.lastName}`, guardian: contact, now: now() });
      });
      await sendInvite(userId, invite);
      const status = await statusOf({ ...found, guardianConfirmedAt: null });
      if (!status) throw new AppError('GUARDIAN_CONSENT_NOT_PENDING');
      return status;
    },

    /** What the guardian's page shows before confirming. */
    async lookup(token: string, ip: string): Promise<GuardianConsentView> {
      await rateLimiter.consume([{ rule: rateLimitRules.guardianConsentIp, subject: ip }]);
      const row = await repository.findByTokenHash(hashConsentToken(token));
      if (!row || !isUsable(row, await repository.findProfileGuardian(row.userId), now())) throw invalidLink();
      return toView(row);
    },

    /**
     * Records the consent (who, for whom, when, from which IP, which text) and marks the guardian
     * on file as confirmed; every other link of the model stops working. Locks the profile before
     * the link, in the order a profile save takes them.
     */
    async confirm(token: string, ip: string): Promise<GuardianConsentView> {
      await rateLimiter.consume([{ rule: rateLimitRules.guardianConsentIp, subject: ip }]);
      const hash = hashConsentToken(token);
      const first = await repository.findByTokenHash(hash);
      if (!first) throw invalidLink();
      const confirmed = await runInTransaction(async (tx) => {
        const txRepository = createGuardianConsentRepository(tx);
        const guardian = await txRepository.findProfileGuardian(first.userId, { lock: 'update' });
        const row = await txRepository.findByTokenHash(hash, { lock: true });
        const at = now();
        if (!row || !isUsable(row, guardian, at)) throw invalidLink();
        const marked = await txRepository.markConfirmed(row.id, { at, ip, textVersion: GUARDIAN_CONSENT_TEXT_VERSION });
        await txRepository.revokePending(row.userId, at);
        await txRepository.setGuardianConfirmedAt(row.userId, at);
        return marked;
      });
      logger.info({ userId: confirmed.userId, consentId: confirmed.id }, 'guardian consent confirmed');
      return toView(confirmed);
    },
  };
}

export type GuardianConsentService = ReturnType<typeof createGuardianConsentService>;
