import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createTransactionRunner } from '../../db/transaction.ts';
import type { EmailBranding } from '../../lib/mailer/email-layout.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import { createLocalDiskStorage } from '../../lib/storage/local-disk-storage.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { createAdminUsersService } from '../admin/admin-users.service.ts';
import { createProfilesRepository } from '../profiles/profiles.repository.ts';
import { createRateLimitRepository } from '../rate-limits/rate-limit.repository.ts';
import { createRateLimiter } from '../rate-limits/rate-limiter.ts';
import { createAccountDataService } from './account-data.service.ts';
import { createAccountSecurityService } from './account-security.service.ts';
import { createAuth } from './auth.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';

export interface AccountsModuleOptions {
  config: AppConfig;
  db: Database;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  branding: () => Promise<EmailBranding>;
  storage?: Storage;
}

/** Wires accounts together: better-auth, storage for photos, mail, limits, admin actions on users. */
export function createAccountsModule(options: AccountsModuleOptions) {
  const { config, db, logger, mailer, branding } = options;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const storage = options.storage ?? createLocalDiskStorage(uploadsDir);
  const authRepository = createAuthRepository(db);
  const rateLimiter = createRateLimiter(createRateLimitRepository(db), { scale: config.rateLimitScale });
  const runInTransaction = createTransactionRunner(db);
  const auth = createAuth({
    config,
    db,
    logger,
    mailer,
    branding,
    isSuspended: (userId) => authRepository.isSuspended(userId),
    markEmailVerified: (userId) => authRepository.markEmailVerified(userId),
  });
  const authService = createAuthService({
    auth,
    repository: authRepository,
    rateLimiter,
    storage,
    runInTransaction,
    repositoriesFor: (tx) => ({ auth: createAuthRepository(tx), profiles: createProfilesRepository(tx) }),
    logger,
  });
  const accountSecurityService = createAccountSecurityService({
    auth,
    repository: authRepository,
    rateLimiter,
    mailer,
    branding,
    publicUrl: config.publicUrl,
    logger,
  });
  const adminUsersService = createAdminUsersService({ repository: authRepository, runInTransaction, logger, db });
  const accountDataService = createAccountDataService({
    db,
    runInTransaction,
    auth,
    accountSecurity: accountSecurityService,
    rateLimiter,
    storage,
    siteName: async () => (await branding()).siteName,
    logger,
  });
  return { authService, accountSecurityService, accountDataService, adminUsersService, authRepository, storage, runInTransaction, uploadsDir };
}
