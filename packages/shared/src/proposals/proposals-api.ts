import { z } from 'zod';
import { contractViewSchema } from '../contracts/contracts-api.ts';
import { hiringPartySchema } from '../hiring/hiring-parties-api.ts';
import { DATE_INVALID_MESSAGE, dateInput, todayInBrazil } from '../input/date-input.ts';
import { intInput } from '../input/number-input.ts';
import { textInput } from '../input/text-input.ts';
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

export const proposalsQuerySchema = z.object({ role: z.enum(['received', 'sent'], { message: 'Use role=received ou role=sent.' }) }).strict();
export type ProposalsQuery = z.infer<typeof proposalsQuerySchema>;

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

export const proposalResponseSchema = z.object({ proposal: proposalViewSchema });
export const proposalsResponseSchema = z.object({ items: z.array(proposalViewSchema) });
export type ProposalsResponse = z.infer<typeof proposalsResponseSchema>;
export const acceptProposalResponseSchema = z.object({ proposal: proposalViewSchema, contract: contractViewSchema });
