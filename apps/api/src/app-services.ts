import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createTransactionRunner } from './db/transaction.ts';
import type { JobQueue } from './lib/job-queue/job-queue.ts';
import type { EventStreams } from './lib/live-events/event-stream.ts';
import type { LiveEvents } from './lib/live-events/live-events.ts';
import type { EmailBranding } from './lib/mailer/email-layout.ts';
import type { Mailer } from './lib/mailer/mailer.ts';
import { createQueuedMailer } from './lib/mailer/queued-mailer.ts';
import type { PaymentProvider } from './lib/payments/payment-provider.ts';
import type { PrivateStorage } from './lib/private-files/private-storage.ts';
import type { Storage } from './lib/storage/storage.ts';
import { createAccountDataRepository, createAccountDataService, createAccountSecurityService, createEmailChangeRepository } from './modules/account/index.ts';
import {
  createAdminConversationsRepository,
  createAdminConversationsService,
  createAdminModerationRepository,
  createAdminModerationService,
  createAdminOverviewRepository,
  createAdminOverviewService,
  createAdminUserDirectoryRepository,
  createAdminUsersService,
} from './modules/admin/index.ts';
import { createApplicationsRepository, createApplicationsService } from './modules/applications/index.ts';
import { createAuditLogService, createAuditRepository } from './modules/audit/index.ts';
import { createAuth, createAuthRepository, createAuthService } from './modules/auth/index.ts';
import { createContactRepository, createContactService } from './modules/contact/index.ts';
import { createContractDisputesService, createContractsRepository, createContractsService, createProposalsRepository } from './modules/contracts/index.ts';
import { createDashboardRepository, createDashboardService } from './modules/dashboard/index.ts';
import { createFavoritesRepository, createFavoritesService } from './modules/favorites/index.ts';
import { createGuardianConsentRepository, createGuardianConsentService } from './modules/guardian-consent/index.ts';
import { createBlocksRepository, createBlocksService, createHiddenPeople } from './modules/blocks/index.ts';
import { createConversationsService, createGuardianCopies, createMessageImagesService } from './modules/conversations/index.ts';
import { createHiringPartiesRepository } from './modules/hiring/index.ts';
import { createHomeRepository, createHomeService } from './modules/home/index.ts';
import { createCpfHasher, createIdentityVerificationRepository, createIdentityVerificationService } from './modules/identity-verification/index.ts';
import { createJobsListRepository, createJobsRepository, createJobsService } from './modules/jobs/index.ts';
import { createLedgerRepository } from './modules/ledger/index.ts';
import { createGalleryRepository, createGalleryService } from './modules/media/index.ts';
import {
  createEmailPreferencesRepository,
  createEmailPreferencesService,
  createNotificationsRepository,
  createNotificationsService,
  createNotifier,
} from './modules/notifications/index.ts';
import { createAdminPagesRepository, createAdminPagesService, createPagesRepository, createPagesService } from './modules/pages/index.ts';
import { createPaymentReconciler, createPaymentsRepository, createPaymentsService } from './modules/payments/index.ts';
import { createProfilesRepository, createProfilesService } from './modules/profiles/index.ts';
import { createRateLimiter, createRateLimitRepository } from './modules/rate-limits/index.ts';
import {
  createReportItemsRepository,
  createReportsAdminService,
  createReportsRepository,
  createReportsService,
  createUrgentReportAlert,
} from './modules/reports/index.ts';
import { createRatingSummariesRepository, createRatingSummariesService, createReviewsRepository, createReviewsService } from './modules/reviews/index.ts';
import { createSearchRepository, createSearchService } from './modules/search/index.ts';
import { createSettingsRepository, createSettingsService, createSiteLogoService } from './modules/settings/index.ts';
import {
  createShootBookingsRepository,
  createShootBookingsService,
  createShootPackagesRepository,
  createShootPackagesService,
} from './modules/shoots/index.ts';
import { createSharePreviewsRepository, createSharePreviewsService } from './modules/share-previews/index.ts';
import { createProExpiryReminders, createSubscriptionsRepository, createSubscriptionsService } from './modules/subscriptions/index.ts';
import { createAdminWithdrawalsService, createWalletService, createWalletTransactionsRepository, createWithdrawalsRepository } from './modules/wallet/index.ts';

/** What the services are made of: the outside world, opened or chosen by buildApp. */
export interface AppServiceDeps {
  config: AppConfig;
  db: Database;
  logger: FastifyBaseLogger;
  /** Everything later or on a schedule (docs/architecture.md "Job queue"); emails go through it. */
  jobs: JobQueue;
  /** Where uploads go (photos, the logo). */
  storage: Storage;
  /** Files no URL reaches, opened only through admin routes (identity documents): lib/private-files. */
  privateStorage: PrivateStorage;
  /** Who takes payments (Mercado Pago or the sandbox). */
  paymentProvider: PaymentProvider;
  /** What signed-in pages hear without reloading, across instances (docs/architecture.md "Live updates"). */
  liveEvents: LiveEvents;
  /** The open Server-Sent Events streams of this instance. */
  eventStreams: EventStreams;
}

/**
 * The composition root: every repository and service of the app, each built once, here, in the
 * order the modules depend on each other. Routes read them from `app.services`; transactions are
 * opened by the services (runInTransaction), which build their repositories on the transaction's
 * handle. Building touches no database: seeding and the first queries come after.
 */
export function createAppServices({ config, db, logger, jobs, storage, privateStorage, paymentProvider, liveEvents, eventStreams }: AppServiceDeps) {
  // Every email is a job, sent with retries by the worker app.ts starts (lib/mailer/queued-mailer.ts).
  const mailer: Mailer = createQueuedMailer(jobs);
  const runInTransaction = createTransactionRunner(db);
  const rateLimiter = createRateLimiter(createRateLimitRepository(db), { scale: config.rateLimitScale });

  const settingsService = createSettingsService({ repository: createSettingsRepository(db), runInTransaction });
  const settings = () => settingsService.getAll();
  const reviewWindowDays = async () => (await settings()).REVIEW_WINDOW_DAYS;
  // Emails carry the site name and logo the admin set; a relative logo path is made absolute.
  const branding = async (): Promise<EmailBranding> => {
    const values = await settings();
    const logo = values.SITE_LOGO_URL;
    return { siteName: values.SITE_NAME, logoUrl: logo.startsWith('/') ? `${config.publicUrl}${logo}` : logo, publicUrl: config.publicUrl };
  };

  const notificationsRepository = createNotificationsRepository(db);
  const notifier = createNotifier({ repository: notificationsRepository, mailer, branding, logger, liveEvents });
  const notify = (input: Parameters<typeof notifier.notify>[0]) => notifier.notify(input);
  const notificationsService = createNotificationsService(notificationsRepository);
  const blocksRepository = createBlocksRepository(db);
  /** Whom a viewer must not see in lists (people she blocked or who blocked her). */
  const hiddenPeople = createHiddenPeople(blocksRepository);
  const conversationsService = createConversationsService({
    db,
    runInTransaction,
    blocks: blocksRepository,
    notify,
    guardianCopies: createGuardianCopies({ recipients: notificationsRepository, mailer, branding }),
    liveEvents,
    logger,
  });

  const authRepository = createAuthRepository(db);
  const auth = createAuth({
    config,
    db,
    logger,
    mailer,
    branding,
    isSuspended: (userId) => authRepository.isSuspended(userId),
    markEmailVerified: (userId) => authRepository.markEmailVerified(userId),
  });
  const accountSecurityService = createAccountSecurityService({
    auth,
    repository: authRepository,
    emailChanges: createEmailChangeRepository(db),
    rateLimiter,
    mailer,
    branding,
    publicUrl: config.publicUrl,
    logger,
  });

  const guardianConsentService = createGuardianConsentService({
    repository: createGuardianConsentRepository(db),
    runInTransaction,
    mailer,
    branding,
    rateLimiter,
    logger,
  });

  const reviewsService = createReviewsService({ repository: createReviewsRepository(db), notifier, windowDays: reviewWindowDays });
  const subscriptionsRepository = createSubscriptionsRepository(db);
  const hiringParties = createHiringPartiesRepository(db);
  const contractsRepository = createContractsRepository(db);
  const jobsService = createJobsService({
    repository: createJobsRepository(db),
    list: createJobsListRepository(db),
    plans: subscriptionsRepository,
    runInTransaction,
    hiddenPeople,
  });
  const withdrawalsRepository = createWithdrawalsRepository(db);
  const paymentsRepository = createPaymentsRepository(db);
  const shootBookingsRepository = createShootBookingsRepository(db);
  const shootPackagesService = createShootPackagesService({
    packages: createShootPackagesRepository(db),
    bookings: shootBookingsRepository,
    hiddenPeople,
  });
  const adminUsersService = createAdminUsersService({
    repository: authRepository,
    directory: createAdminUserDirectoryRepository(db),
    runInTransaction,
    logger,
  });
  const reportsRepository = createReportsRepository(db);
  const adminConversationsService = createAdminConversationsService({
    repository: createAdminConversationsRepository(db),
    runInTransaction,
  });

  return {
    liveEvents,
    eventStreams,
    conversationsService,
    messageImagesService: createMessageImagesService({
      db,
      privateStorage,
      conversations: conversationsService,
      rateLimiter,
      adminMayRead: (conversationId) => adminConversationsService.mayRead(conversationId),
    }),
    blocksService: createBlocksService({ repository: blocksRepository }),
    settingsService,
    siteLogoService: createSiteLogoService(storage),
    pagesService: createPagesService(createPagesRepository(db)),
    adminPagesService: createAdminPagesService({ runInTransaction, repository: createAdminPagesRepository(db) }),
    auditLogService: createAuditLogService(createAuditRepository(db)),

    authService: createAuthService({ auth, repository: authRepository, rateLimiter, storage, runInTransaction, logger }),
    accountSecurityService,
    /** LGPD: export of one's data and deletion of the account. */
    accountDataService: createAccountDataService({
      repository: createAccountDataRepository(db),
      runInTransaction,
      auth,
      accountSecurity: accountSecurityService,
      rateLimiter,
      jobs,
      siteName: async () => (await branding()).siteName,
      logger,
    }),

    adminUsersService,
    /** "Denunciar": reports, the items they hide, and the admins' queue (suspension through adminUsersService). */
    reportsService: createReportsService({
      runInTransaction,
      rateLimiter,
      urgentAlert: createUrgentReportAlert({ repository: reportsRepository, mailer, branding, logger }),
      logger,
    }),
    reportsAdminService: createReportsAdminService({
      repository: reportsRepository,
      items: createReportItemsRepository(db),
      runInTransaction,
      suspendUser: (adminId, userId, reason) => adminUsersService.suspend(adminId, userId, reason),
      notify,
    }),
    adminOverviewService: createAdminOverviewService(createAdminOverviewRepository(db)),
    adminModerationService: createAdminModerationService({ repository: createAdminModerationRepository(db), runInTransaction }),
    adminConversationsService,

    profilesService: createProfilesService({
      repository: createProfilesRepository(db),
      storage,
      runInTransaction,
      logger,
      guardianConsent: guardianConsentService,
      blockedBy: (blockerId, blockedId) => blocksRepository.blockedBy(blockerId, blockedId),
    }),
    /** A minor's guardian: consent links, their confirmation, and the status in "Meu Perfil". */
    guardianConsentService,

    notificationsService,
    emailPreferencesService: createEmailPreferencesService(createEmailPreferencesRepository(db)),
    /** Tells users what happened (bell + email for important kinds); call after the change committed. */
    notifier,
    /** Mail for modules that send their own (the notifier covers most): queued, see above. */
    mailer,
    /** The job queue: workers and schedules are started by app.ts; tests drain it. */
    jobs,
    branding,
    /** Uploads (photos, the logo); the demo seed stores its portraits here too. */
    storage,

    searchService: createSearchService({ repository: createSearchRepository(db), reviewWindowDays, hiddenPeople }),
    homeService: createHomeService({ repository: createHomeRepository(db), hiddenPeople }),
    favoritesService: createFavoritesService(createFavoritesRepository(db), hiddenPeople),
    reviewsService,
    ratingSummariesService: createRatingSummariesService(createRatingSummariesRepository(db)),
    dashboardService: createDashboardService({
      repository: createDashboardRepository(db),
      reviews: reviewsService,
      notifications: notificationsService,
      reviewWindowDays,
    }),

    jobsService,
    applicationsService: createApplicationsService({
      repository: createApplicationsRepository(db),
      parties: hiringParties,
      plans: subscriptionsRepository,
      runInTransaction,
      settings,
      notify,
      logger,
      hiddenPeople,
    }),
    contractsService: createContractsService({
      contracts: contractsRepository,
      proposals: createProposalsRepository(db),
      parties: hiringParties,
      runInTransaction,
      settings,
      notify,
      logger,
    }),
    contractDisputesService: createContractDisputesService({ contracts: contractsRepository, parties: hiringParties, runInTransaction, notify, logger }),

    /** Shoots ("Ensaios"): packages, availability and slots; bookings, their money, deadlines and disputes. */
    shootPackagesService,
    shootBookingsService: createShootBookingsService({
      bookings: shootBookingsRepository,
      packagesService: shootPackagesService,
      parties: hiringParties,
      runInTransaction,
      jobs,
      settings,
      notify,
      logger,
    }),

    subscriptionsService: createSubscriptionsService({ repository: subscriptionsRepository, runInTransaction, settings, notify, logger }),
    proExpiryReminders: createProExpiryReminders({ repository: subscriptionsRepository, notify, logger }),

    walletService: createWalletService({
      withdrawalsRepository,
      transactionsRepository: createWalletTransactionsRepository(db),
      ledger: createLedgerRepository(db),
      runInTransaction,
      settingsService,
    }),
    adminWithdrawalsService: createAdminWithdrawalsService({
      repository: withdrawalsRepository,
      runInTransaction,
      notifier,
      // The payout in use: Mercado Pago when its keys are configured (config.payments), the sandbox otherwise.
      provider: () => (config.payments.provider === 'mercadopago' ? 'mercadopago' : 'sandbox'),
    }),

    paymentProvider,
    paymentsService: createPaymentsService({
      repository: paymentsRepository,
      runInTransaction,
      settings,
      notify,
      logger,
      provider: paymentProvider,
      publicUrl: config.publicUrl,
    }),
    paymentReconciler: createPaymentReconciler({
      repository: paymentsRepository,
      runInTransaction,
      settings,
      notify,
      logger,
      provider: paymentProvider,
      reconcileAfterMs: config.paymentReconcileAfterMs,
    }),

    contactService: createContactService({ repository: createContactRepository(db), runInTransaction, rateLimiter, settings, mailer, branding }),
    galleryService: createGalleryService({ repository: createGalleryRepository(db), runInTransaction, storage, settings, logger }),
    /** "Verificar identidade": submissions, the admin's queue and decisions, the photos' deletion. */
    identityVerificationService: createIdentityVerificationService({
      repository: createIdentityVerificationRepository(db),
      runInTransaction,
      privateStorage,
      cpfHasher: createCpfHasher(config.secrets.authSecret),
      rateLimiter,
      notify,
      logger,
    }),
    /** Identity documents and other files only admins open (never under /media). */
    privateStorage,
    sharePreviewsService: createSharePreviewsService({ repository: createSharePreviewsRepository(db), settingsService, publicUrl: config.publicUrl }),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
