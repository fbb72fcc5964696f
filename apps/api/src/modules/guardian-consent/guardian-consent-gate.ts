import { guardianConsentMessages } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createGuardianConsentRepository } from './guardian-consent.repository.ts';
import { awaitsGuardianConsent } from './guardian-consent-rules.ts';

/**
 * Inside the transaction that would apply to a job, send a proposal or accept one, start a
 * conversation with her or book a shoot: refuses while the model is a minor whose guardian has not
 * confirmed (README "Minors reach contractors through a guardian"). `side` says who is told: the
 * model herself (apply, accept, a thread she starts) or the other side trying to reach her. The
 * share lock keeps a guardian change from slipping in until this commits.
 */
export async function requireGuardianConsent(tx: Database, modelId: string, side: 'model' | 'hirer'): Promise<void> {
  const guardian = await createGuardianConsentRepository(tx).findProfileGuardian(modelId, { lock: 'share' });
  if (!guardian || !awaitsGuardianConsent(guardian)) return;
  throw side === 'model' ? new AppError('GUARDIAN_CONSENT_REQUIRED') : new AppError('GUARDIAN_CONSENT_REQUIRED', guardianConsentMessages.hirerBlocked);
}
