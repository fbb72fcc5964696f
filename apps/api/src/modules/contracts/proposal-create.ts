import type { ProposalBody } from '@passarela/shared';
import type { Database } from '../../db/client.ts';
import { proposals } from '../../db/schema/index.ts';
import { recordTransition } from '../hiring/hiring-transitions.ts';

export type ProposalRow = typeof proposals.$inferSelect;

/** Inserts a pending proposal and logs its creation; call it inside the transaction that decided it. */
export async function createProposalInTransaction(
  tx: Database,
  input: { ownerId: string; modelId: string; applicationId: string | null; jobId: string | null; body: ProposalBody },
): Promise<ProposalRow> {
  const [row] = await tx
    .insert(proposals)
    .values({
      ownerId: input.ownerId,
      modelId: input.modelId,
      applicationId: input.applicationId,
      jobId: input.jobId,
      title: input.body.title,
      description: input.body.description,
      workDate: input.body.work_date,
      place: input.body.place,
      amountCents: input.body.amount_cents,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  await recordTransition(tx, {
    entity: 'proposal',
    entityId: row.id,
    action: 'create',
    fromState: null,
    toState: row.status,
    actorId: input.ownerId,
    actorRole: 'owner',
  });
  return row;
}
