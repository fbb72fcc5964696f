/** A minor's guardian: the emailed consent link, its confirmation, and the gate on hiring her until then. */
export { requireGuardianConsent } from './guardian-consent-gate.ts';
export { type GuardianInvite, storeGuardianInvite } from './guardian-consent-request.ts';
export type { GuardianContact } from './guardian-consent-rules.ts';
export { createGuardianConsentRepository } from './guardian-consent.repository.ts';
export { guardianConsentRoutes } from './guardian-consent.routes.ts';
export { createGuardianConsentService, type GuardianConsentService } from './guardian-consent.service.ts';
