import { GUARDIAN_CONSENT_LINK_TTL_DAYS } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { createGuardianConsentRepository } from './guardian-consent.repository.ts';
import type { GuardianContact } from './guardian-consent-rules.ts';
import { newConsentToken } from './guardian-consent-token.ts';

/** A link stored and waiting to be emailed once the transaction that made it commits. */
export interface GuardianInvite {
  guardian: GuardianContact;
  modelName: string;
  token: string;
  expiresAt: Date;
}

/**
 * Inside the caller's transaction: earlier links of this model stop working (they may name
 * another guardian) and a new one is stored, valid GUARDIAN_CONSENT_LINK_TTL_DAYS.
 */
export async function storeGuardianInvite(
  tx: Database,
  input: { userId: string; modelName: string; guardian: GuardianContact; now: Date },
): Promise<GuardianInvite> {
  const repository = createGuardianConsentRepository(tx);
  await repository.revokePending(input.userId, input.now);
  const { token, hash } = newConsentToken();
  const expiresAt = new Date(input.now.getTime() + GUARDIAN_CONSENT_LINK_TTL_DAYS * 24 * 60 * 60 * 1000);
  await repository.insert({
    userId: input.userId,
    modelName: input.modelName,
    guardianName: input.guardian.name,
    guardianEmail: input.guardian.email,
    guardianPhone: input.guardian.phone,
    tokenHash: hash,
    sentAt: input.now,
    expiresAt,
  });
  return { guardian: input.guardian, modelName: input.modelName, token, expiresAt };
}
