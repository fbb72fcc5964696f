import {
  type AccountDeletionBlockerDetail,
  type DeleteAccountBody,
  applicationGraph,
  formatCentavos,
  jobGraph,
  proposalGraph,
  todayInBrazil,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import type { Auth, ClientContext, WithCookies } from '../auth/index.ts';
import { createHiringTransitionsRepository, requireTransition } from '../hiring/index.ts';
import { deleteMessageImagesOfDeletedAccount } from '../conversations/index.ts';
import { closeIdentityVerificationsOfDeletedAccount } from '../identity-verification/index.ts';
import { type RateLimiter, rateLimitRules } from '../rate-limits/index.ts';
import { queueDeletedAccountCleanup } from './account-files-cleanup.ts';
import type { AccountSecurityService } from './account-security.service.ts';
import { type AccountDataExport, type AccountDataRepository, createAccountDataRepository } from './account-data.repository.ts';

export interface AccountDataDeps {
  repository: AccountDataRepository;
  runInTransaction: TransactionRunner;
  auth: Auth;
  accountSecurity: Pick<AccountSecurityService, 'confirmRecentSignIn'>;
  rateLimiter: RateLimiter;
  /** Removes the files after the commit, retried (account-files-cleanup.ts). */
  jobs: Pick<JobQueue, 'enqueue' | 'discard'>;
  siteName: () => Promise<string>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

export interface DataExportFile {
  fileName: string;
  document: { format: 'passarela-meus-dados'; version: 1; site: string; exported_at: string; about: string } & AccountDataExport;
}

/**
 * LGPD self-service (docs/security.md #21): the export of everything stored about a person, and
 * the deletion of the account, which erases or anonymises it while the ledger still balances.
 */
export function createAccountDataService(deps: AccountDataDeps) {
  const { repository, runInTransaction, auth, accountSecurity, rateLimiter, jobs, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function blockersOf(userId: string, tx?: Database): Promise<AccountDeletionBlockerDetail[]> {
    const found = tx ? await createAccountDataRepository(tx).deletionBlockers(userId, { lock: true }) : await repository.deletionBlockers(userId);
    const blockers: AccountDeletionBlockerDetail[] = [];
    if (found.walletBalanceCents > 0)
      blockers.push({
        blocker: 'wallet_balance',
        message: `Você tem ${formatCentavos(found.walletBalanceCents)} na carteira. Solicite o saque do saldo antes de excluir a conta.`,
      });
    if (found.pendingWithdrawals > 0)
      blockers.push({ blocker: 'withdrawal_pending', message: 'Você tem um saque em andamento. Aguarde o pagamento antes de excluir a conta.' });
    if (found.openContracts > 0)
      blockers.push({
        blocker: 'contract_open',
        message: 'Você tem contratos em andamento. Conclua ou cancele cada um antes de excluir a conta.',
      });
    return blockers;
  }

  /** Pending applications and proposals end and live jobs are cancelled, each step recorded as the person's own. */
  async function closeOpenHiring(tx: Database, userId: string, at: Date) {
    const txRepository = createAccountDataRepository(tx);
    const transitions = createHiringTransitionsRepository(tx);
    const open = await txRepository.openHiringOf(userId);
    for (const application of open.pendingApplications) {
      const to = requireTransition({ graph: applicationGraph, action: 'withdraw', from: 'pending', actor: 'model' });
      await txRepository.setApplicationStatus(application.id, to);
      await transitions.record({
        entity: 'application',
        entityId: application.id,
        action: 'withdraw',
        fromState: 'pending',
        toState: to,
        actorId: userId,
        actorRole: 'model',
      });
    }
    for (const proposal of open.pendingProposals) {
      const side = proposal.modelId === userId ? 'model' : 'owner';
      const action = side === 'model' ? 'decline' : 'withdraw';
      const to = requireTransition({ graph: proposalGraph, action, from: 'pending', actor: side });
      await txRepository.setProposalStatus(proposal.id, to, at);
      await transitions.record({ entity: 'proposal', entityId: proposal.id, action, fromState: 'pending', toState: to, actorId: userId, actorRole: side });
    }
    for (const job of open.liveJobs) {
      const to = requireTransition({ graph: jobGraph, action: 'cancel', from: job.status, actor: 'owner' });
      await txRepository.setJobStatus(job.id, to, at);
      await transitions.record({
        entity: 'job',
        entityId: job.id,
        action: 'cancel',
        fromState: job.status,
        toState: to,
        actorId: userId,
        actorRole: 'owner',
      });
    }
  }

  return {
    /** Everything stored about the person, as a downloadable JSON document. */
    async exportData(userId: string, currentPassword: string | undefined, client: ClientContext): Promise<DataExportFile> {
      await accountSecurity.confirmRecentSignIn(userId, currentPassword, client);
      await rateLimiter.consume([{ rule: rateLimitRules.dataExportUser, subject: userId }]);
      const site = await deps.siteName();
      const data = await repository.collectExport(userId);
      return {
        fileName: `passarela-meus-dados-${todayInBrazil()}.json`,
        document: {
          format: 'passarela-meus-dados',
          version: 1,
          site,
          exported_at: now().toISOString(),
          about: `Todos os dados que a ${site} guarda sobre você (LGPD, art. 18). Valores em centavos de real; datas em UTC.`,
          ...data,
        },
      };
    },

    /** The reasons the account cannot be deleted yet (none: it can). */
    deletionBlockers: (userId: string) => blockersOf(userId),

    /**
     * Deletes the account: always after the current password; refused while money or work is
     * still running for the person. Signs this browser out; every other session ends with the rest.
     */
    async deleteAccount(userId: string, body: DeleteAccountBody, client: ClientContext): Promise<WithCookies<{ success: true }>> {
      await accountSecurity.confirmRecentSignIn(userId, body.currentPassword, client);
      const blockers = await blockersOf(userId);
      if (blockers.length > 0) throw new AppError('ACCOUNT_DELETION_BLOCKED', undefined, blockers);
      const identity = await repository.identityOf(userId);
      if (!identity) throw new AppError('UNAUTHENTICATED');

      const { headers } = await auth.api.signOut({ headers: client.headers, returnHeaders: true });
      const at = now();
      await runInTransaction(async (tx) => {
        // Again under the wallet's lock: money may have arrived since the first look.
        const late = await blockersOf(userId, tx);
        if (late.length > 0) throw new AppError('ACCOUNT_DELETION_BLOCKED', undefined, late);
        await closeOpenHiring(tx, userId, at);
        await createAccountDataRepository(tx).anonymise(userId, identity, at);
        // Photos by a job written here and run after the commit: retried until they are gone, and
        // never a half-deleted account.
        await queueDeletedAccountCleanup(jobs, tx, userId, identity.email);
        // Her identity photos: unreachable at once, deleted from the private store right after the commit.
        await closeIdentityVerificationsOfDeletedAccount(jobs, tx, userId, at);
        // The photos she sent in messages: the same, from the private store.
        await deleteMessageImagesOfDeletedAccount(jobs, tx, userId);
      });
      logger.info({ userId }, 'account deleted by its owner');
      return { result: { success: true }, setCookies: headers.getSetCookie() };
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
