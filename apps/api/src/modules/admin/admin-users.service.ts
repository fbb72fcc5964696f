import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUsersQuery,
  type AuditAction,
  type UserSuspensionResponse,
  type UserType,
  isMinorOn,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditRepository } from '../audit/index.ts';
import { type AuthRepository, createAuthRepository } from '../auth/index.ts';
import { createGuardianConsentRepository } from '../guardian-consent/index.ts';
import { type AdminUserDirectoryRepository, createAdminUserDirectoryRepository, toAdminUserSummary } from './admin-user-directory.repository.ts';

export interface AdminUsersDeps {
  /** The accounts themselves: suspension and sessions. */
  repository: AuthRepository;
  /** The admin's view of accounts: search, one account with its numbers, badge and type changes. */
  directory: AdminUserDirectoryRepository;
  runInTransaction: TransactionRunner;
  logger: FastifyBaseLogger;
}

type SuspensionView = UserSuspensionResponse['user'];

/** Name and email of the account acted on, kept in the audit row (it outlives the account). */
async function targetLabel(tx: Database, userId: string): Promise<{ target_label: string } | undefined> {
  const row = await createAdminUserDirectoryRepository(tx).findOne(userId);
  return row ? { target_label: `${row.name} <${row.email}>` } : undefined;
}

/**
 * The audit row of an admin's action on an account, written in the action's transaction. Without
 * `details`, the row names the account (targetLabel).
 */
async function auditUserAction(
  tx: Database,
  entry: { adminId: string; userId: string; action: AuditAction; reason: string; details?: Record<string, unknown> },
): Promise<void> {
  await createAuditRepository(tx).record({
    actorId: entry.adminId,
    action: entry.action,
    targetType: 'user',
    targetId: entry.userId,
    reason: entry.reason,
    details: entry.details ?? (await targetLabel(tx, entry.userId)),
  });
}

/** What admins do to accounts (docs/security.md #10). The admin issue adds search, types and badges. */
export function createAdminUsersService({ repository, directory, runInTransaction, logger }: AdminUsersDeps) {
  async function view(userId: string): Promise<SuspensionView> {
    const user = await repository.findUserForAdmin(userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return { id: user.id, suspended_at: user.suspendedAt?.toISOString() ?? null, suspension_reason: user.suspensionReason };
  }

  /**
   * Suspends (and signs the user out everywhere, in the same transaction: no session outlives the
   * suspension) or reinstates, with the audit row.
   */
  async function setSuspended(adminId: string, userId: string, reason: string, suspended: boolean): Promise<SuspensionView> {
    const found = await runInTransaction(async (tx) => {
      const txRepository = createAuthRepository(tx);
      if (!(await txRepository.setSuspension(userId, suspended ? { at: new Date(), reason } : null))) return false;
      if (suspended) await txRepository.deleteSessionsOfUser(userId);
      await auditUserAction(tx, { adminId, userId, action: suspended ? 'user.suspend' : 'user.reinstate', reason });
      return true;
    });
    if (!found) throw new AppError('USER_NOT_FOUND');
    logger.info({ adminId, userId }, suspended ? 'user suspended' : 'user reinstated');
    return view(userId);
  }

  return {
    async suspend(adminId: string, userId: string, reason: string): Promise<SuspensionView> {
      if (adminId === userId) throw new AppError('FORBIDDEN', 'Você não pode suspender a sua própria conta.');
      return setSuspended(adminId, userId, reason, true);
    },

    async reinstate(adminId: string, userId: string, reason: string): Promise<SuspensionView> {
      return setSuspended(adminId, userId, reason, false);
    },

    async search(query: AdminUsersQuery) {
      const page = await directory.search(query, ADMIN_USERS_PAGE_SIZE);
      return { items: page.items, next_cursor: page.nextCursor };
    },

    async detail(userId: string): Promise<AdminUserDetail> {
      const row = await directory.findOne(userId);
      if (!row) throw new AppError('USER_NOT_FOUND');
      // docs/security.md #23: admins see whether a model is a minor, and her guardian.
      const isMinor = row.userType === 'model' && isMinorOn(row.birthDate);
      const guardian =
        isMinor && row.guardianName
          ? { name: row.guardianName, email: row.guardianEmail, phone: row.guardianPhone, confirmed_at: row.guardianConfirmedAt?.toISOString() ?? null }
          : null;
      return {
        user: { ...toAdminUserSummary(row), phone: row.phone, birth_date: row.birthDate, is_minor: isMinor, guardian },
        counts: await directory.countsOf(userId),
      };
    },

    /**
     * Takes the verified badge away (cards and profiles). Revoke only: the badge is given by
     * approving an identity verification, never by a switch with no documents behind it
     * (docs/security.md #31); a user without a profile cannot carry one.
     */
    async setVerified(adminId: string, userId: string, verified: boolean, reason: string): Promise<AdminUserDetail> {
      if (verified) throw new AppError('VERIFIED_BADGE_BY_IDENTITY_ONLY');
      await runInTransaction(async (tx) => {
        if (!(await createAdminUserDirectoryRepository(tx).removeBadge(userId))) throw new AppError('USER_NOT_FOUND');
        await auditUserAction(tx, { adminId, userId, action: 'user.unverify', reason });
      });
      return this.detail(userId);
    },

    /**
     * Corrects the birth date the person set once (with a reason, audited). A date that makes her
     * an adult clears her guardian and its unused links; one that makes a model a minor leaves her
     * without a confirmed guardian, so she names one in "Meu Perfil" before applying or being hired.
     */
    async changeBirthDate(adminId: string, userId: string, birthDate: string, reason: string): Promise<AdminUserDetail> {
      await runInTransaction(async (tx) => {
        const txDirectory = createAdminUserDirectoryRepository(tx);
        const before = await txDirectory.findOne(userId);
        if (!before) throw new AppError('USER_NOT_FOUND');
        const staysMinor = before.userType === 'model' && isMinorOn(birthDate);
        if (!(await txDirectory.setBirthDate(userId, birthDate, { clearGuardian: !staysMinor }))) throw new AppError('PROFILE_NOT_FOUND');
        if (!staysMinor) await createGuardianConsentRepository(tx).revokePending(userId, new Date());
        await auditUserAction(tx, {
          adminId,
          userId,
          action: 'user.change_birth_date',
          reason,
          details: { target_label: `${before.name} <${before.email}>`, from: before.birthDate, to: birthDate },
        });
      });
      return this.detail(userId);
    },

    /** Changes the type, admin included; an admin cannot change their own (no lock-out by mistake). */
    async changeType(adminId: string, userId: string, userType: UserType, reason: string): Promise<AdminUserDetail> {
      if (adminId === userId) throw new AppError('FORBIDDEN', 'Você não pode alterar o tipo da sua própria conta.');
      await runInTransaction(async (tx) => {
        const before = await createAdminUserDirectoryRepository(tx).findOne(userId);
        if (!before) throw new AppError('USER_NOT_FOUND');
        await createAdminUserDirectoryRepository(tx).setUserType(userId, userType);
        await auditUserAction(tx, {
          adminId,
          userId,
          action: 'user.change_type',
          reason,
          details: { target_label: `${before.name} <${before.email}>`, from: before.userType, to: userType },
        });
      });
      return this.detail(userId);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
