/**
 * Account self-service ("Minha Conta"): password reset and change, email change, signing out
 * everywhere, and the LGPD export and deletion of one's data.
 */
export { cleanUpDeletedAccounts } from './account-files-cleanup.ts';
export { createAccountDataRepository } from './account-data.repository.ts';
export { createAccountDataService } from './account-data.service.ts';
export { createAccountSecurityService } from './account-security.service.ts';
export { accountRoutes } from './account.routes.ts';
export { createEmailChangeRepository } from './email-change.repository.ts';
