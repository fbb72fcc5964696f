import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance.ts';
import { createAppServices } from './app-services.ts';
import type { AppConfig } from './config/env.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { embeddedTemplateFile } from './db/embedded-template.ts';
import { seedDemoOnFirstStart } from './db/demo/seed-demo.ts';
import { seedContentPages } from './db/seed/seed-content-pages.ts';
import { createLoggerOptions } from './lib/logger.ts';
import { createPgBossJobQueue, type PgBossJobQueueOptions } from './lib/job-queue/pg-boss-job-queue.ts';
import { createDatabaseLiveEvents } from './lib/live-events/database-live-events.ts';
import { createEventStreams } from './lib/live-events/event-stream.ts';
import { createMailer } from './lib/mailer/create-mailer.ts';
import type { Mailer } from './lib/mailer/mailer.ts';
import { deliverQueuedEmails } from './lib/mailer/queued-mailer.ts';
import { createPaymentProvider } from './lib/payments/create-payment-provider.ts';
import type { PaymentProvider } from './lib/payments/payment-provider.ts';
import { createConfiguredPrivateStorage } from './lib/private-files/configured-private-storage.ts';
import type { PrivateStorage } from './lib/private-files/private-storage.ts';
import { createConfiguredStorage } from './lib/storage/configured-storage.ts';
import { apiPackageRoot } from './config/api-package-root.ts';
import type { Storage } from './lib/storage/storage.ts';
import { accountRoutes, cleanUpDeletedAccounts } from './modules/account/index.ts';
import { adminConversationsRoutes, adminModerationRoutes, adminOverviewRoutes, adminUsersRoutes } from './modules/admin/index.ts';
import { applicationsRoutes } from './modules/applications/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authRoutes, clientContext } from './modules/auth/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { adminDisputesRoutes, contractsRoutes } from './modules/contracts/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { devOutboxRoutes } from './modules/dev/index.ts';
import { favoritesRoutes } from './modules/favorites/index.ts';
import { guardianConsentRoutes } from './modules/guardian-consent/index.ts';
import { healthRoutes, type Readiness } from './modules/health/index.ts';
import { homeRoutes } from './modules/home/index.ts';
import {
  adminIdentityVerificationsRoutes,
  createCpfHasher,
  identityVerificationRoutes,
  scheduleIdentityFilesPurge,
  workIdentityFileDeletions,
} from './modules/identity-verification/index.ts';
import { jobsRoutes } from './modules/jobs/index.ts';
import { galleryRoutes, mediaRoutes } from './modules/media/index.ts';
import { liveUpdatesRoutes } from './modules/live-updates/index.ts';
import { blocksRoutes } from './modules/blocks/index.ts';
import { conversationsRoutes, messageImagesRoutes, workMessageImageDeletions } from './modules/conversations/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { adminPagesRoutes, pagesRoutes } from './modules/pages/index.ts';
import { paymentsRoutes, reconcilePaymentsSoon, schedulePaymentReconciliation } from './modules/payments/index.ts';
import { profilesRoutes } from './modules/profiles/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { reviewsRoutes, scheduleRatingSummaryRefresh } from './modules/reviews/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { logoUploadRoutes, settingsRoutes } from './modules/settings/index.ts';
import { sharePreviewsRoutes } from './modules/share-previews/index.ts';
import { scheduleShootDeadlineSweep, shootBookingsRoutes, shootsRoutes, workShootDeadlines } from './modules/shoots/index.ts';
import { scheduleProExpiryReminders, subscriptionsRoutes } from './modules/subscriptions/index.ts';
import { adminWithdrawalsRoutes, walletRoutes } from './modules/wallet/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerInputGuard, registerNoQueryDefault } from './plugins/input-guard.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { originPolicyFor } from './config/origin-policy.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
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
  /** Where private files go (identity documents); DATA_DIR/private or S3_PRIVATE_BUCKET unless given. */
  privateStorage?: PrivateStorage;
  /** How email is sent; SMTP when configured, else the dev outbox under DATA_DIR/outbox, unless given. */
  mailer?: Mailer;
  /** Where logs go (tests capture them). */
  logStream?: NodeJS.WritableStream;
  /** Who takes payments; from config (Mercado Pago or the sandbox) unless given (tests count provider calls). */
  paymentProvider?: (config: AppConfig) => PaymentProvider;
  /** Whether to take traffic (/api/health/ready); server.ts passes its own to mark shutdown. */
  readiness?: Readiness;
  /** The job queue's timings; `schedules` is off in tests unless a test turns it on. */
  jobQueue?: Pick<
    PgBossJobQueueOptions,
    'schedules' | 'pollingIntervalSeconds' | 'notifyPollingIntervalSeconds' | 'retryDelaySeconds' | 'schema' | 'cronIntervalSeconds'
  >;
}

const appVersion = (JSON.parse(readFileSync(path.join(apiPackageRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<AppInstance> {
  const app = Fastify({
    logger: createLoggerOptions(config.logLevel, deps.logStream),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    // Only the configured proxies may name the client's address (TRUST_PROXY, docs/security.md #3).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      ...(config.databaseUrl ? {} : { embeddedTemplate: embeddedTemplateFile() }),
      onPoolError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool will reconnect'),
    }));
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });
  if (ownsDatabase) await runMigrations(database);

  const ownsMailer = !deps.mailer;
  const mailer = deps.mailer ?? createMailer(config, app.log);
  app.addHook('onClose', async () => {
    if (ownsMailer) (mailer as { close?: () => void }).close?.();
  });
  const runSchedules = deps.jobQueue?.schedules ?? config.env !== 'test';
  const jobs = createPgBossJobQueue({ database, logger: app.log, ...deps.jobQueue, schedules: runSchedules });
  // preClose runs before the database closes (onClose): running jobs finish first.
  app.addHook('preClose', () => jobs.stop());
  const liveEvents = createDatabaseLiveEvents({ database, logger: app.log });
  const eventStreams = createEventStreams(liveEvents);
  // Open streams would hold the drain forever: they end first, and their browsers reconnect elsewhere.
  app.addHook('preClose', async () => {
    eventStreams.closeAll();
    await liveEvents.stop();
  });
  const services = createAppServices({
    config,
    db: database.db,
    logger: app.log,
    jobs,
    storage: deps.storage ?? createConfiguredStorage(config),
    privateStorage: deps.privateStorage ?? createConfiguredPrivateStorage(config),
    paymentProvider: (deps.paymentProvider ?? createPaymentProvider)(config),
    liveEvents,
    eventStreams,
  });
  // Every instance works every queue; each job runs on one (docs/architecture.md "Job queue").
  await deliverQueuedEmails(jobs, mailer);
  await cleanUpDeletedAccounts(jobs, services.storage);
  await workShootDeadlines(jobs, services.shootBookingsService);
  await workIdentityFileDeletions(jobs, services.privateStorage);
  await workMessageImageDeletions(jobs, services.privateStorage);
  if (runSchedules) {
    await scheduleShootDeadlineSweep(jobs, { service: services.shootBookingsService, logger: app.log });
    await schedulePaymentReconciliation(jobs, { paymentReconciler: services.paymentReconciler, logger: app.log });
    await scheduleProExpiryReminders(jobs, { proExpiryReminders: services.proExpiryReminders, logger: app.log });
    await scheduleRatingSummaryRefresh(jobs, services);
    await scheduleIdentityFilesPurge(jobs, { service: services.identityVerificationService, logger: app.log });
  }
  await jobs.start();
  await liveEvents.start();
  if (runSchedules) await reconcilePaymentsSoon(jobs);
  await seedContentPages(services.pagesService);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('appVersion', appVersion);
  app.decorate('services', services);

  // Demo people for a first look at the marketplace (README, "Demo data"); only into an empty demo.
  if (config.seedDemo) {
    await seedDemoOnFirstStart(database.db, services.storage, app.log, {
      privateStorage: services.privateStorage,
      cpfHasher: createCpfHasher(config.secrets.authSecret),
    });
  }

  registerErrorHandler(app);
  await registerCompression(app);
  registerSecurityHeaders(app, { httpsOnly: config.httpsOnly });
  registerOriginCheck(app, originPolicyFor(config));
  registerNoQueryDefault(app);
  // Without a cookie there is no session to look up (resolveSessionUser would answer null too):
  // a guest's request skips building the lookup's headers and its promise.
  const resolveCookieSession: SessionResolver = (request) =>
    request.headers.cookie === undefined ? null : services.authService.resolveSessionUser(clientContext(request));
  const override = deps.resolveSession;
  registerRouteAccess(app, override ? async (request) => (await override(request)) ?? (await resolveCookieSession(request)) : resolveCookieSession, {
    isEmailVerified: (userId) => services.authService.isEmailVerified(userId),
  });
  registerInputGuard(app);
  await registerOpenApi(app, { browsableDocs: config.apiDocs, version: appVersion });

  await app.register(healthRoutes, { readiness: deps.readiness });
  // Every feature's routes, registered one after the other in this order (rows only keep lines short).
  const featureRoutes = [
    [settingsRoutes, pagesRoutes, authRoutes, accountRoutes, profilesRoutes, guardianConsentRoutes, searchRoutes, homeRoutes, favoritesRoutes],
    [applicationsRoutes, contractsRoutes, adminDisputesRoutes, shootsRoutes, shootBookingsRoutes, subscriptionsRoutes, sharePreviewsRoutes],
    [notificationsRoutes, liveUpdatesRoutes, conversationsRoutes, messageImagesRoutes, blocksRoutes, reviewsRoutes, dashboardRoutes, adminUsersRoutes],
    [adminOverviewRoutes, adminPagesRoutes, auditRoutes, contactRoutes, adminModerationRoutes, adminConversationsRoutes, reportsRoutes, walletRoutes, adminWithdrawalsRoutes],
    [logoUploadRoutes, mediaRoutes, galleryRoutes, identityVerificationRoutes, adminIdentityVerificationsRoutes, jobsRoutes, paymentsRoutes],
  ];
  for (const routes of featureRoutes.flat()) await app.register(routes);
  // A development tool: in production these routes do not exist at all.
  if (config.env !== 'production') await app.register(devOutboxRoutes);

  await registerWebApp(app, {
    distDir: config.webDistDir,
    mediaOrigin: config.storage.kind === 's3' ? new URL(config.storage.publicBaseUrl).origin : undefined,
  });
  return app;
}
