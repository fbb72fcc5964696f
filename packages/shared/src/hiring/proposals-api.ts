import { z } from 'zod';
import { contractActions, contractStates } from './contract-states.ts';
import { proposalActions, proposalStates } from './proposal-states.ts';

/** Today's date (YYYY-MM-DD) in Brazil's official time: what "not in the past" compares with. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const PROPOSAL_TITLE_MIN = 5;
export const PROPOSAL_TITLE_MAX = 120;
export const PROPOSAL_DESCRIPTION_MAX = 2000;
export const PROPOSAL_PLACE_MIN = 3;
export const PROPOSAL_PLACE_MAX = 200;
/** R$ 1.000.000,00: far above any real job, low enough to stay an int4. */
export const PROPOSAL_AMOUNT_MAX_CENTS = 100_000_000;

const proposalFields = {
  title: z
    .string({ message: 'Informe o título.' })
    .trim()
    .min(PROPOSAL_TITLE_MIN, `O título deve ter pelo menos ${PROPOSAL_TITLE_MIN} caracteres.`)
    .max(PROPOSAL_TITLE_MAX, `O título pode ter no máximo ${PROPOSAL_TITLE_MAX} caracteres.`),
  description: z
    .string({ message: 'Descrição inválida.' })
    .trim()
    .max(PROPOSAL_DESCRIPTION_MAX, `A descrição pode ter no máximo ${PROPOSAL_DESCRIPTION_MAX} caracteres.`)
    .default(''),
  work_date: z
    .string({ message: 'Informe a data do trabalho.' })
    .refine(isRealDate, 'Data inválida. Use o formato AAAA-MM-DD.')
    .refine((value) => !isRealDate(value) || value >= todayInSaoPaulo(), 'A data do trabalho não pode estar no passado.'),
  place: z
    .string({ message: 'Informe o local.' })
    .trim()
    .min(PROPOSAL_PLACE_MIN, `O local deve ter pelo menos ${PROPOSAL_PLACE_MIN} caracteres.`)
    .max(PROPOSAL_PLACE_MAX, `O local pode ter no máximo ${PROPOSAL_PLACE_MAX} caracteres.`),
  amount_cents: z
    .number({ message: 'Informe o valor.' })
    .int('O valor deve ser em centavos inteiros.')
    .positive('O valor deve ser maior que zero.')
    .max(PROPOSAL_AMOUNT_MAX_CENTS, 'Valor acima do permitido.'),
};

/** POST /api/applications/:id/hire: the proposal sent to the hired applicant. */
export const proposalBodySchema = z.object(proposalFields).strict();
export type ProposalBodyInput = z.input<typeof proposalBodySchema>;
export type ProposalBody = z.output<typeof proposalBodySchema>;

/** POST /api/proposals: hiring straight from a model's profile. */
export const directProposalBodySchema = z
  .object({
    ...proposalFields,
    model_slug: z.string({ message: 'Modelo inválida.' }).trim().min(1, 'Modelo inválida.').max(120, 'Modelo inválida.'),
  })
  .strict();
export type DirectProposalBodyInput = z.input<typeof directProposalBodySchema>;
export type DirectProposalBody = z.output<typeof directProposalBodySchema>;

/** POST /api/proposals/:id/(accept|decline|withdraw), GET/POST /api/contracts/:id... */
export const hiringIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) }).strict();

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
