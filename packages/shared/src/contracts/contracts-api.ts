import { z } from 'zod';
import { hiringContactSchema, hiringPartySchema } from '../hiring/hiring-parties-api.ts';
import { contractActions, contractStates } from './contract-states.ts';

export const contractPartySchema = hiringPartySchema.extend({ contact: hiringContactSchema.nullable() });
export type ContractParty = z.infer<typeof contractPartySchema>;

export const contractViewSchema = z.object({
  id: z.string(),
  proposal_id: z.string(),
  job_id: z.string().nullable(),
  status: z.enum(contractStates),
  status_label: z.string(),
  title: z.string(),
  work_date: z.string(),
  place: z.string(),
  amount_cents: z.number().int(),
  created_at: z.string(),
  owner_confirmed_at: z.string().nullable(),
  model_confirmed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /**
   * Money (issue 6; optional only so older fixtures still parse): when it was paid, the fee frozen
   * then (basis points), the fee on the whole amount and what the model receives on completion.
   */
  funded_at: z.string().nullable().optional(),
  fee_bps: z.number().int().nullable().optional(),
  platform_fee_cents: z.number().int().nullable().optional(),
  model_net_cents: z.number().int().nullable().optional(),
  /** The open or resolved dispute: why, by which side, when. */
  dispute: z
    .object({ reason: z.string(), opened_by: z.enum(['owner', 'model']), opened_at: z.string() })
    .nullable()
    .optional(),
  /** The caller's side; 'admin' for an admin looking at other people's contract. */
  role: z.enum(['owner', 'model', 'admin']),
  /** The other party (for an admin: the model), with the contact when the caller may see it. */
  counterpart: contractPartySchema,
  owner: contractPartySchema,
  model: contractPartySchema,
  allowed_actions: z.array(z.enum(contractActions)),
});
export type ContractView = z.infer<typeof contractViewSchema>;

export const contractResponseSchema = z.object({ contract: contractViewSchema });
export const contractsResponseSchema = z.object({ items: z.array(contractViewSchema) });
export type ContractsResponse = z.infer<typeof contractsResponseSchema>;
