import { randomUUID } from 'node:crypto';
import {
  type AdminIdentityVerification,
  type AdminIdentityVerificationsPage,
  type AdminIdentityVerificationsQuery,
  cpfDigits,
  IDENTITY_FILES_RETENTION_DAYS,
  IDENTITY_SUBMISSIONS_PER_DAY,
  type IdentityDecisionBody,
  type IdentityDocumentType,
  type IdentityFileKind,
  type IdentityVerificationState,
  identityVerificationTexts,
  maskedCpf,
  notificationTitle,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCursorCodec, cursorTimestamp, cursorUuid, invalidCursor } from '../../lib/cursor-codec.ts';
import type { PrivateFile, PrivateStorage } from '../../lib/private-files/private-storage.ts';
import { createAuditRepository } from '../audit/index.ts';
import type { NotificationInput } from '../notifications/index.ts';
import type { RateLimiter } from '../rate-limits/index.ts';
import { type CpfHasher, cpfClearDigits } from './cpf-hash.ts';
import { identityFolder, prepareIdentityPhoto, storeIdentityFiles } from './identity-files.ts';
import {
  createIdentityVerificationRepository,
  type DecidedStatus,
  type IdentityVerificationRepository,
  type IdentityVerificationRow,
  type QueuePosition,
  type QueueRow,
} from './identity-verification.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export interface IdentityVerificationDeps {
  repository: IdentityVerificationRepository;
  runInTransaction: TransactionRunner;
  /** Where the photos live: never under /media (lib/private-files). */
  privateStorage: PrivateStorage;
  cpfHasher: CpfHasher;
  rateLimiter: RateLimiter;
  /** Tells the person the outcome; called after the decision committed. */
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

export interface IdentitySubmission {
  documentType: IdentityDocumentType;
  /** As typed and already checked (identityVerificationFieldsSchema). */
  cpf: string;
  files: Record<IdentityFileKind, Buffer>;
}

/** Submissions per person per day (docs/security.md #3): each is two photos an admin must look at. */
const identitySubmissionRule = { name: 'identity-submission:user', limit: IDENTITY_SUBMISSIONS_PER_DAY, windowSeconds: 24 * 60 * 60 };

export const ADMIN_IDENTITY_PAGE_SIZE = 20;
/** Submissions whose files one transaction of the 30-day deletion takes (each two small files). */
const PURGE_BATCH = 20;
const DAY_MS = 86_400_000;

/** What a pending submission becomes when its person deletes the account. */
export const CLOSED_BY_ACCOUNT_DELETION = 'Conta excluída antes da análise.';

const queueCursor = createCursorCodec(z.object({ v: z.literal(1), p: z.enum(['pending', 'decided']), c: cursorTimestamp, i: cursorUuid }).strict(), {
  toPayload: (position: QueuePosition) => ({ v: 1 as const, p: position.phase, c: position.at, i: position.id }),
  fromPayload: (payload) => ({ phase: payload.p, at: payload.c, id: payload.i }),
});

const noState: IdentityVerificationState = {
  status: 'none',
  document_type: null,
  cpf_masked: null,
  submitted_at: null,
  decided_at: null,
  rejection_reason: null,
};

/**
 * What the person sees of her own verification. The badge decides 'approved' (an admin's switch
 * gives it too); an approval whose badge an admin took away again reads 'none', so she may send again.
 */
function stateOf(row: IdentityVerificationRow | undefined, isVerified: boolean): IdentityVerificationState {
  const fields = row
    ? {
        document_type: row.documentType,
        cpf_masked: maskedCpf(row.cpfLastDigits),
        submitted_at: row.submittedAt.toISOString(),
        decided_at: row.decidedAt?.toISOString() ?? null,
        rejection_reason: row.status === 'rejected' ? row.decisionReason : null,
      }
    : noState;
  if (isVerified) return row?.status === 'approved' ? { ...fields, status: 'approved' } : { ...noState, status: 'approved' };
  if (!row || row.status === 'approved') return noState;
  return { ...fields, status: row.status };
}

const fileRoute = (id: string, kind: IdentityFileKind) => `/api/admin/identity-verifications/${id}/files/${kind}`;

/** Whether the photos of a decision taken at `decidedAt` are past their retention at `at`. */
function pastRetention(decidedAt: Date | null, at: Date): boolean {
  return decidedAt !== null && at.getTime() - decidedAt.getTime() > IDENTITY_FILES_RETENTION_DAYS * DAY_MS;
}

function toAdminView({ verification: row, user, sameCpfAccounts }: QueueRow, at: Date): AdminIdentityVerification {
  const kept = row.filesDeletedAt === null && row.documentFileKey !== null && row.selfieFileKey !== null && !pastRetention(row.decidedAt, at);
  return {
    id: row.id,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      user_type: user.userType,
      profile_slug: user.profileSlug,
      created_at: user.createdAt.toISOString(),
    },
    status: row.status,
    document_type: row.documentType,
    cpf_masked: maskedCpf(row.cpfLastDigits),
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    files: kept ? { document: fileRoute(row.id, 'document'), selfie: fileRoute(row.id, 'selfie') } : null,
    same_cpf_accounts: sameCpfAccounts,
  };
}

/**
 * Identity verification ("Verificar identidade", docs/product.md "Safety"): a person sends a photo
 * of her ID document, a selfie holding it and her CPF; an admin approves (the verified badge) or
 * rejects saying what to fix. The photos are private files (lib/private-files), opened only by
 * admins through an audited route, and deleted IDENTITY_FILES_RETENTION_DAYS after the decision.
 * The CPF is stored as a keyed hash plus its last digits (cpf-hash.ts) and never logged.
 */
export function createIdentityVerificationService(deps: IdentityVerificationDeps) {
  const { repository, runInTransaction, privateStorage, cpfHasher, rateLimiter, notify, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function getState(userId: string): Promise<IdentityVerificationState> {
    const badge = await repository.badgeOf(userId);
    return stateOf(await repository.latestOf(userId), badge?.isVerified ?? false);
  }

  async function removeFolder(verificationId: string) {
    await privateStorage
      .delete(identityFolder(verificationId))
      .catch((error: unknown) => logger.warn({ err: error, verificationId }, 'could not remove identity files of a refused submission'));
  }

  return {
    getState,

    /**
     * A new submission: refused while one waits or once verified; counted against the daily limit
     * before the photos are decoded. Files first, then the row; a row that cannot be written takes
     * its files with it, so nothing is ever half saved.
     */
    async submit(userId: string, submission: IdentitySubmission): Promise<IdentityVerificationState> {
      const badge = await repository.badgeOf(userId);
      if (!badge) throw new AppError('PROFILE_NOT_FOUND');
      if (badge.isVerified) throw new AppError('IDENTITY_ALREADY_VERIFIED');
      if (await repository.hasPending(userId)) throw new AppError('IDENTITY_VERIFICATION_PENDING');
      const digits = cpfDigits(submission.cpf);
      if (!digits) throw new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: 'cpf', message: identityVerificationTexts.cpfInvalid }]);
      await rateLimiter.consume([{ rule: identitySubmissionRule, subject: userId }]);

      const photos = {
        document: await prepareIdentityPhoto('document', submission.files.document),
        selfie: await prepareIdentityPhoto('selfie', submission.files.selfie),
      };
      const id = randomUUID();
      const keys = await storeIdentityFiles(privateStorage, id, photos);
      try {
        await repository.insert({
          id,
          userId,
          documentType: submission.documentType,
          cpfHash: cpfHasher.hash(digits),
          cpfLastDigits: cpfClearDigits(digits),
          documentFileKey: keys.document,
          selfieFileKey: keys.selfie,
          submittedAt: now(),
        });
      } catch (error) {
        await removeFolder(id);
        // Two submissions at once: the one-pending index lets one through.
        if (isUniqueViolation(error)) throw new AppError('IDENTITY_VERIFICATION_PENDING');
        throw error;
      }
      logger.info({ userId, verificationId: id }, 'identity verification submitted');
      return getState(userId);
    },

    /** The admin's queue: pending ones oldest first, then (without a status) the decided ones, newest decision first. */
    async list(query: AdminIdentityVerificationsQuery): Promise<AdminIdentityVerificationsPage> {
      const phases: QueuePosition['phase'][] = !query.status ? ['pending', 'decided'] : query.status === 'pending' ? ['pending'] : ['decided'];
      const after = query.cursor ? queueCursor.decode(query.cursor) : undefined;
      if (after && !phases.includes(after.phase)) throw invalidCursor();
      const decidedStatus: DecidedStatus | undefined = query.status === 'approved' || query.status === 'rejected' ? query.status : undefined;
      const start = after ? phases.indexOf(after.phase) : 0;
      const rows: { phase: QueuePosition['phase']; row: QueueRow }[] = [];
      for (let index = start; index < phases.length && rows.length <= ADMIN_IDENTITY_PAGE_SIZE; index++) {
        const phase = phases[index] as QueuePosition['phase'];
        const found = await repository.queuePage(phase, {
          status: decidedStatus,
          after: index === start ? after : undefined,
          limit: ADMIN_IDENTITY_PAGE_SIZE + 1 - rows.length,
        });
        rows.push(...found.map((row) => ({ phase, row })));
      }
      const page = rows.slice(0, ADMIN_IDENTITY_PAGE_SIZE);
      const last = page.at(-1);
      const next =
        rows.length > ADMIN_IDENTITY_PAGE_SIZE && last ? queueCursor.encode({ phase: last.phase, at: last.row.atKey, id: last.row.verification.id }) : null;
      return { items: page.map(({ row }) => toAdminView(row, now())), next_cursor: next };
    },

    /**
     * One of a submission's photos for an admin, recorded in the audit log before it is sent. Gone
     * (deleted after the retention, or with the account) is 404 FILE_NOT_FOUND for admins too.
     */
    async openFile(adminId: string, id: string, kind: IdentityFileKind): Promise<PrivateFile> {
      const row = await repository.findById(id);
      if (!row) throw new AppError('IDENTITY_VERIFICATION_NOT_FOUND');
      const key = kind === 'document' ? row.documentFileKey : row.selfieFileKey;
      // Past the retention the photo is gone even if the hourly deletion has not reached it yet.
      if (!key || row.filesDeletedAt || pastRetention(row.decidedAt, now())) throw new AppError('FILE_NOT_FOUND');
      const file = await privateStorage.get(key);
      if (!file) throw new AppError('FILE_NOT_FOUND');
      try {
        await runInTransaction(async (tx) => {
          const label = await createIdentityVerificationRepository(tx).labelOf(row.userId);
          await createAuditRepository(tx).record({
            actorId: adminId,
            action: 'identity.view_file',
            targetType: 'identity_verification',
            targetId: id,
            details: { file: kind, user_id: row.userId, ...(label ? { target_label: label } : {}) },
          });
        });
      } catch (error) {
        file.body.destroy();
        throw error;
      }
      return file;
    },

    /**
     * An admin's decision on a pending submission, audited in its transaction: approval sets the
     * verified badge; a rejection's reason tells the person what to fix (she may send again).
     */
    async decide(adminId: string, id: string, body: Pick<IdentityDecisionBody, 'decision'> & { reason: string }): Promise<AdminIdentityVerification> {
      const at = now();
      const status: DecidedStatus = body.decision === 'approve' ? 'approved' : 'rejected';
      const userId = await runInTransaction(async (tx) => {
        const txRepository = createIdentityVerificationRepository(tx);
        const row = await txRepository.lockById(id);
        if (!row) throw new AppError('IDENTITY_VERIFICATION_NOT_FOUND');
        if (row.status !== 'pending') throw new AppError('IDENTITY_VERIFICATION_DECIDED');
        await txRepository.decide(id, { status, decidedBy: adminId, reason: body.reason, at });
        if (status === 'approved') await txRepository.setVerified(row.userId, at);
        const label = await txRepository.labelOf(row.userId);
        await createAuditRepository(tx).record({
          actorId: adminId,
          action: status === 'approved' ? 'identity.approve' : 'identity.reject',
          targetType: 'identity_verification',
          targetId: id,
          reason: body.reason,
          details: { user_id: row.userId, ...(label ? { target_label: label } : {}) },
        });
        return row.userId;
      });
      await notify(
        status === 'approved'
          ? {
              userId,
              type: 'identity_approved',
              title: notificationTitle('identity_approved'),
              body: `Sua identidade foi verificada. O selo "${identityVerificationTexts.badge}" já aparece no seu perfil.`,
              link: '/dashboard?tab=settings',
            }
          : {
              userId,
              type: 'identity_rejected',
              title: notificationTitle('identity_rejected'),
              body: `${identityVerificationTexts.rejectedLead} ${body.reason} Corrija e envie de novo em Configurações.`,
              link: '/dashboard?tab=settings',
            },
      );
      const view = await repository.queueRowById(id);
      if (!view) throw new AppError('IDENTITY_VERIFICATION_NOT_FOUND');
      return toAdminView(view, now());
    },

    /**
     * LGPD data minimisation: the photos of every submission decided more than
     * IDENTITY_FILES_RETENTION_DAYS before `at` are deleted; the row keeps its status, decision and
     * dates. Rows are taken a batch at a time under `for update skip locked`, so two runs at once
     * (two instances) never work on the same one, and a row is marked only after its files are
     * gone: a run that dies half way leaves the rest for the next. Answers how many were deleted;
     * throws after the batch if a folder could not be deleted (the job is retried).
     */
    async purgeExpiredFiles(at: Date = now()): Promise<number> {
      const cutoff = new Date(at.getTime() - IDENTITY_FILES_RETENTION_DAYS * DAY_MS);
      let deleted = 0;
      let failed = 0;
      for (;;) {
        const batch = await runInTransaction(async (tx) => {
          const txRepository = createIdentityVerificationRepository(tx);
          const due = await txRepository.lockFilesDue(cutoff, PURGE_BATCH);
          const done: string[] = [];
          for (const row of due) {
            try {
              await privateStorage.delete(identityFolder(row.id));
              done.push(row.id);
            } catch (error) {
              logger.warn({ err: error, verificationId: row.id }, 'could not delete identity files; the next run tries again');
            }
          }
          await txRepository.markFilesDeleted(done, at);
          return { due: due.length, done: done.length };
        });
        deleted += batch.done;
        failed += batch.due - batch.done;
        if (batch.due < PURGE_BATCH || batch.done === 0) break;
      }
      if (failed > 0) throw new Error(`${failed} identity file folder(s) could not be deleted`);
      return deleted;
    },
  };
}

export type IdentityVerificationService = ReturnType<typeof createIdentityVerificationService>;
