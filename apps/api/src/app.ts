import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance.ts';
import type { AppConfig } from './config/env.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoOnFirstStart } from './db/demo/seed-demo.ts';
import { seedContentPages } from './db/seed/seed-content-pages.ts';
import { createLoggerOptions } from './lib/logger.ts';
import { createMailer, devOutboxDir } from './lib/mailer/create-mailer.ts';
import type { EmailBranding } from './lib/mailer/email-layout.ts';
import type { Mailer } from './lib/mailer/mailer.ts';
import type { Storage } from './lib/storage/storage.ts';
import { clientContext } from './modules/auth/auth-request.ts';
import { adminUsersRoutes } from './modules/admin/admin-users.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { createAccountsModule } from './modules/auth/auth.module.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { devOutboxRoutes } from './modules/dev/dev-outbox.routes.ts';
import { createFavoritesRepository } from './modules/favorites/favorites.repository.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { contractsRoutes } from './modules/contracts/contracts.routes.ts';
import { adminDisputesRoutes } from './modules/contracts/admin-disputes.routes.ts';
import { scheduleProExpiryReminders } from './modules/subscriptions/pro-expiry-reminders.ts';
import { scheduleRatingSummaryRefresh } from './modules/reviews/rating-summaries.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { createFavoritesService } from './modules/favorites/favorites.service.ts';
import { guardianConsentRoutes } from './modules/guardian-consent/guardian-consent.routes.ts';
import { createGuardianConsentService } from './modules/guardian-consent/guardian-consent.service.ts';
import { createRateLimitRepository } from './modules/rate-limits/rate-limit.repository.ts';
import { createRateLimiter } from './modules/rate-limits/rate-limiter.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { schedulePaymentReconciliation } from './modules/payments/payment-reconciliation-schedule.ts';
import { createPaymentProvider } from './lib/payments/create-payment-provider.ts';
import type { PaymentProvider } from './lib/payments/payment-provider.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { galleryRoutes } from './modules/media/gallery.routes.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { overviewRoutes } from './modules/overview/overview.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createNotifier } from './modules/notifications/notifier.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { adminModerationRoutes } from './modules/admin/admin-moderation.routes.ts';
import { adminWithdrawalsRoutes } from './modules/wallet/admin-withdrawals.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { logoUploadRoutes } from './modules/settings/logo-upload.routes.ts';
import { adminPagesRoutes } from './modules/pages/admin-pages.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createPagesRepository } from './modules/pages/pages.repository.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { createPagesService } from './modules/pages/pages.service.ts';
import { createProfilesRepository } from './modules/profiles/profiles.repository.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { createSharePreviewsRepository } from './modules/share-previews/share-previews.repository.ts';
import { sharePreviewsRoutes } from './modules/share-previews/share-previews.routes.ts';
import { createSharePreviewsService } from './modules/share-previews/share-previews.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerInputGuard, registerNoQueryDefault } from './plugins/input-guard.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerRouteAccess, type SessionResolver } from './plugins/route-access.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDependencies {
  /** An already-open database (tests share a migrated one); opened from config otherwise. */
  database?: DatabaseHandle;
  /**
   * Asked before the real (cookie) session; when it answers null the cookie decides. Tests use it
   * to act as a user by header; production never sets it.
   */
  resolveSession?: SessionResolver;
  /** Where uploads go; local disk under DATA_DIR/uploads unless given (tests inject faults). */
  storage?: Storage;
  /** How email is sent; SMTP when configured, else the dev outbox under DATA_DIR/outbox, unless given. */
  mailer?: Mailer;
  /** Where logs go (tests capture them). */
  logStream?: NodeJS.WritableStream;
  /** Who takes payments; from config (Mercado Pago or the sandbox) unless given (tests count provider calls). */
  paymentProvider?: (config: AppConfig) => PaymentProvider;
}

const appVersion = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<AppInstance> {
  const app = Fastify({
    logger: createLoggerOptions(config.logLevel, deps.logStream),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.env === 'production',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool will reconnect'),
    }));
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  if (ownsDatabase) await runMigrations(database);

  const pagesRepository = createPagesRepository(database.db);
  await seedContentPages(pagesRepository);

  const settingsService = createSettingsService(createSettingsRepository(database.db));
  // Emails carry the site name and logo the admin set; a relative logo path is made absolute.
  const branding = async (): Promise<EmailBranding> => {
    const settings = await settingsService.getAll();
    const logo = settings.SITE_LOGO_URL;
    return { siteName: settings.SITE_NAME, logoUrl: logo.startsWith('/') ? `${config.publicUrl}${logo}` : logo, publicUrl: config.publicUrl };
  };
  const ownsMailer = !deps.mailer;
  const mailer = deps.mailer ?? createMailer(config, app.log);
  app.addHook('onClose', async () => {
    if (ownsMailer) (mailer as { close?: () => void }).close?.();
  });
  const accounts = createAccountsModule({ config, db: database.db, logger: app.log, storage: deps.storage, mailer, branding });
  const guardianConsentService = createGuardianConsentService({
    db: database.db,
    runInTransaction: accounts.runInTransaction,
    mailer,
    branding,
    rateLimiter: createRateLimiter(createRateLimitRepository(database.db), { scale: config.rateLimitScale }),
    logger: app.log,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('appVersion', appVersion);
  app.decorate('services', {
    settingsService,
    pagesService: createPagesService(pagesRepository),
    authService: accounts.authService,
    accountSecurityService: accounts.accountSecurityService,
    accountDataService: accounts.accountDataService,
    adminUsersService: accounts.adminUsersService,
    profilesService: createProfilesService({
      repository: createProfilesRepository(database.db),
      storage: accounts.storage,
      runInTransaction: accounts.runInTransaction,
      logger: app.log,
      guardianConsent: guardianConsentService,
    }),
    notificationsService: createNotificationsService(createNotificationsRepository(database.db)),
    notifier: createNotifier({
      repository: createNotificationsRepository(database.db),
      mailer,
      branding,
      findRecipient: (userId) => accounts.authRepository.findRecipient(userId),
      logger: app.log,
    }),
    mailer,
    branding,
    searchService: createSearchService({
      repository: createSearchRepository(database.db),
      reviewWindowDays: async () => (await settingsService.getAll()).REVIEW_WINDOW_DAYS,
    }),
    favoritesService: createFavoritesService(createFavoritesRepository(database.db)),
    guardianConsentService,
  });

  // Demo people for a first look at the marketplace (README, "Demo data"); only into an empty demo.
  if (config.seedDemo) await seedDemoOnFirstStart(database.db, accounts.storage, app.log);

  registerErrorHandler(app);
  registerSecurityHeaders(app, { httpsOnly: config.httpsOnly });
  registerOriginCheck(app, config.trustedOrigins);
  registerNoQueryDefault(app);
  const resolveCookieSession: SessionResolver = (request) => accounts.authService.resolveSessionUser(clientContext(request));
  const override = deps.resolveSession;
  registerRouteAccess(app, override ? async (request) => (await override(request)) ?? resolveCookieSession(request) : resolveCookieSession, {
    isEmailVerified: (userId) => accounts.authRepository.isEmailVerified(userId),
  });
  registerInputGuard(app);
  await registerOpenApi(app, { browsableDocs: config.apiDocs, version: appVersion });

  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(pagesRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(profilesRoutes);
  await app.register(guardianConsentRoutes);
  await app.register(searchRoutes);
  await app.register(favoritesRoutes);
  await app.register(applicationsRoutes);
  await app.register(contractsRoutes);
  await app.register(adminDisputesRoutes);
  await app.register(subscriptionsRoutes);
  // PRO ending within 3 days: hourly reminders (tests call sendProExpiryReminders themselves).
  if (config.env !== 'test') {
    scheduleProExpiryReminders(app);
    scheduleRatingSummaryRefresh(app);
  }
  await app.register(
    sharePreviewsRoutes(createSharePreviewsService({ repository: createSharePreviewsRepository(database.db), settingsService, publicUrl: config.publicUrl })),
  );
  await app.register(notificationsRoutes);
  await app.register(reviewsRoutes);
  await app.register(overviewRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminPagesRoutes);
  await app.register(auditRoutes);
  await app.register(contactRoutes);
  await app.register(adminModerationRoutes);
  await app.register(walletRoutes);
  await app.register(adminWithdrawalsRoutes);
  await app.register(logoUploadRoutes(accounts.storage));
  await app.register(mediaRoutes(accounts.uploadsDir));
  await app.register(galleryRoutes(accounts.storage));
  await app.register(jobsRoutes());
  const paymentProvider = (deps.paymentProvider ?? createPaymentProvider)(config);
  await app.register(paymentsRoutes(paymentProvider));
  // Payments left in flight (a crash, a lost webhook): on start and every 5 minutes (tests call reconcilePayments).
  if (config.env !== 'test') schedulePaymentReconciliation(app, paymentProvider);
  // A development tool: in production these routes do not exist at all.
  if (config.env !== 'production') await app.register(devOutboxRoutes(devOutboxDir(config)));

  await registerWebApp(app, { distDir: config.webDistDir });
  return app;
}
