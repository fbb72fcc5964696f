/**
 * Identity verification ("Verificar identidade"): the person's submission of an ID document, a
 * selfie and her CPF; the admin's queue, private photos and decision; the photos' deletion 30 days
 * after the decision and with the account.
 */
export { adminIdentityVerificationsRoutes } from './admin-identity-verifications.routes.ts';
export { type CpfHasher, createCpfHasher } from './cpf-hash.ts';
export { closeIdentityVerificationsOfDeletedAccount, scheduleIdentityFilesPurge, workIdentityFileDeletions } from './identity-files-jobs.ts';
export { identityVerificationRoutes } from './identity-verification.routes.ts';
export { createIdentityVerificationRepository } from './identity-verification.repository.ts';
export { createIdentityVerificationService, type IdentityVerificationService } from './identity-verification.service.ts';
