import type { ProposalBody } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { requireGuardianConsent } from '../guardian-consent/index.ts';
import { createHiringTransitionsRepository } from '../hiring/index.ts';
import { createProposalsRepository, type ProposalRow } from './proposals.repository.ts';

/**
 * Inserts a pending proposal and logs its creation; call it inside the transaction that decided it.
 * Every proposal, direct or from an application, passes here: a minor whose guardian has not
 * confirmed receives none (README "Minors reach contractors through a guardian"), nor does
 * anyone from a person either of them blocked.
 */
export async function createProposalInTransaction(
  tx: Database,
  input: { ownerId: string; modelId: string; applicationId: string | null; jobId: string | null; body: ProposalBody },
): Promise<ProposalRow> {
  await refuseIfBlocked(tx, input.ownerId, input.modelId);
  await requireGuardianConsent(tx, input.modelId, 'hirer');
  const row = await createProposalsRepository(tx).insert({
    ownerId: input.ownerId,
    modelId: input.modelId,
    applicationId: input.applicationId,
    jobId: input.jobId,
    title: input.body.title,
    description: input.body.description,
    workDate: input.body.work_date,
    place: input.body.place,
    amountCents: input.body.amount_cents,
  });
  await createHiringTransitionsRepository(tx).recordCreation('proposal', row, { id: input.ownerId, role: 'owner' });
  return row;
}
