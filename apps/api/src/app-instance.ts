import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { EmailBranding } from './lib/mailer/email-layout.ts';
import type { Mailer } from './lib/mailer/mailer.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AdminUsersService } from './modules/admin/admin-users.service.ts';
import type { AccountDataService } from './modules/auth/account-data.service.ts';
import type { AccountSecurityService } from './modules/auth/account-security.service.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import type { FavoritesService } from './modules/favorites/favorites.service.ts';
import type { GuardianConsentService } from './modules/guardian-consent/guardian-consent.service.ts';
import type { Notifier } from './modules/notifications/notifier.ts';
import type { NotificationsService } from './modules/notifications/notifications.service.ts';
import type { PagesService } from './modules/pages/pages.service.ts';
import type { ProfilesService } from './modules/profiles/profiles.service.ts';
import type { SearchService } from './modules/search/search.service.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';

export interface AppServices {
  settingsService: SettingsService;
  pagesService: PagesService;
  authService: AuthService;
  accountSecurityService: AccountSecurityService;
  /** LGPD: export of one's data and deletion of the account. */
  accountDataService: AccountDataService;
  adminUsersService: AdminUsersService;
  profilesService: ProfilesService;
  notificationsService: NotificationsService;
  /** Tells users what happened (bell + email for important kinds); call after the change committed. */
  notifier: Notifier;
  /** Mail for modules that send their own (the notifier covers most). */
  mailer: Mailer;
  branding: () => Promise<EmailBranding>;
  searchService: SearchService;
  favoritesService: FavoritesService;
  /** A minor's guardian: consent links, their confirmation, and the status in "Meu Perfil". */
  guardianConsentService: GuardianConsentService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    services: AppServices;
    appVersion: string;
  }
}

/** The Fastify instance with zod schemas as its type provider: route handlers get typed input. */
export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
