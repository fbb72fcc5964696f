import { z } from 'zod';
import { DATE_INVALID_MESSAGE, dateInput, todayInBrazil } from '../input/date-input.ts';
import { intInput } from '../input/number-input.ts';
import { textInput } from '../input/text-input.ts';
import { contractActions, contractStates } from './contract-states.ts';
import { proposalActions, proposalStates } from './proposal-states.ts';

export const PROPOSAL_TITLE_MIN = 5;
export const PROPOSAL_TITLE_MAX = 120;
export const PROPOSAL_DESCRIPTION_MAX = 2000;
export const PROPOSAL_PLACE_MIN = 3;
export const PROPOSAL_PLACE_MAX = 200;
/** R$ 1.000.000,00: far above any real job, low enough to stay an int4. */
export const PROPOSAL_AMOUNT_MAX_CENTS = 100_000_000;

const proposalFields = {
  title: textInput({
    max: PROPOSAL_TITLE_MAX,
    min: PROPOSAL_TITLE_MIN,
    required: 'Informe o título.',
    tooShort: `O título deve ter pelo menos ${PROPOSAL_TITLE_MIN} caracteres.`,
    tooLong: `O título pode ter no máximo ${PROPOSAL_TITLE_MAX} caracteres.`,
  }),
  description: textInput({
    max: PROPOSAL_DESCRIPTION_MAX,
    required: 'Descrição inválida.',
    tooLong: `A descrição pode ter no máximo ${PROPOSAL_DESCRIPTION_MAX} caracteres.`,
  }).default(''),
  work_date: dateInput(DATE_INVALID_MESSAGE, { min: 2000, max: 2100 }).refine(
    (value) => value >= todayInBrazil(),
    'A data do trabalho não pode estar no passado.',
  ),
  place: textInput({
    max: PROPOSAL_PLACE_MAX,
    min: PROPOSAL_PLACE_MIN,
    required: 'Informe o local.',
    tooShort: `O local deve ter pelo menos ${PROPOSAL_PLACE_MIN} caracteres.`,
    tooLong: `O local pode ter no máximo ${PROPOSAL_PLACE_MAX} caracteres.`,
  }),
  amount_cents: intInput({
    min: 1,
    max: PROPOSAL_AMOUNT_MAX_CENTS,
    message: 'Informe o valor em centavos inteiros.',
    tooSmall: 'O valor deve ser maior que zero.',
    tooBig: 'Valor acima do permitido.',
  }),
};

/** POST /api/applications/:id/hire: the proposal sent to the hired applicant. */
export const proposalBodySchema = z.object(proposalFields).strict();
export type ProposalBodyInput = z.input<typeof proposalBodySchema>;
export type ProposalBody = z.output<typeof proposalBodySchema>;

/** POST /api/proposals: hiring straight from a model's profile. */
export const directProposalBodySchema = z
  .object({
    ...proposalFields,
    model_slug: textInput({ max: 120, min: 1, required: 'Modelo inválida.', tooLong: 'Modelo inválida.' }),
  })
  .strict();
export type DirectProposalBodyInput = z.input<typeof directProposalBodySchema>;
export type DirectProposalBody = z.output<typeof directProposalBodySchema>;

/** POST /api/proposals/:id/(accept|decline|withdraw), GET/POST /api/contracts/:id... */
export const hiringIdParamsSchema = z.object({ id: textInput({ max: 64, min: 1 }) }).strict();

export const proposalsQuerySchema = z.object({ role: z.enum(['received', 'sent'], { message: 'Use role=received ou role=sent.' }) }).strict();
export type ProposalsQuery = z.infer<typeof proposalsQuerySchema>;

/** The other side as the UI shows it: name, link to the profile, photo. Never the phone. */
export const hiringPartySchema = z.object({
  user_id: z.string(),
  name: z.string(),
  profile_slug: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  user_type: z.string(),
});
export type HiringParty = z.infer<typeof hiringPartySchema>;

/**
 * The WhatsApp contact of a contract's party (SECURITY.md line 11): present only for the other
 * party and admins, and only while the contract is not cancelled. For a model under 18 the
 * contractor gets her legal guardian's instead (SECURITY.md line 23): `guardian_name` then names
 * whose phone it is.
 */
export const hiringContactSchema = z.object({
  phone: z.string().nullable(),
  whatsapp_url: z.string().nullable(),
  guardian_name: z.string().nullable().default(null),
  /** The party is a model under 18: no phone of hers is ever given, only her guardian's, if any. */
  minor: z.boolean().default(false),
});
export type HiringContact = z.infer<typeof hiringContactSchema>;

export const proposalViewSchema = z.object({
  id: z.string(),
  status: z.enum(proposalStates),
  status_label: z.string(),
  title: z.string(),
  description: z.string(),
  work_date: z.string(),
  place: z.string(),
  amount_cents: z.number().int(),
  job_id: z.string().nullable(),
  application_id: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  /** The caller's side: 'owner' sent it, 'model' received it. */
  role: z.enum(['owner', 'model']),
  counterpart: hiringPartySchema,
  /** The contract its acceptance made. */
  contract_id: z.string().nullable(),
  allowed_actions: z.array(z.enum(proposalActions)),
});
export type ProposalView = z.infer<typeof proposalViewSchema>;

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

export const proposalResponseSchema = z.object({ proposal: proposalViewSchema });
export const proposalsResponseSchema = z.object({ items: z.array(proposalViewSchema) });
export type ProposalsResponse = z.infer<typeof proposalsResponseSchema>;
export const acceptProposalResponseSchema = z.object({ proposal: proposalViewSchema, contract: contractViewSchema });
export const contractResponseSchema = z.object({ contract: contractViewSchema });
export const contractsResponseSchema = z.object({ items: z.array(contractViewSchema) });
export type ContractsResponse = z.infer<typeof contractsResponseSchema>;

/** wa.me needs the country code and digits only; Brazilian numbers are stored as 10 or 11 digits. */
export function whatsappUrl(phoneDigits: string, text: string): string {
  const digits = phoneDigits.replace(/\D/g, '');
  const international = digits.length <= 11 ? `55${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

/** The message a party opens WhatsApp with. */
export function whatsappGreeting(input: { toFirstName: string; fromName: string; siteName: string; title: string; modelName?: string }): string {
  // To a minor's guardian, the message says whose work it is about.
  const about = input.modelName ? ` com ${input.modelName}` : '';
  return `Olá, ${input.toFirstName}! Sou ${input.fromName}, da ${input.siteName}, sobre o trabalho "${input.title}"${about}.`;
}
