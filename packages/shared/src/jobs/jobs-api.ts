import { z } from 'zod';
import { dateInput, todayInBrazil } from '../input/date-input.ts';
import { intInput } from '../input/number-input.ts';
import { textInput } from '../input/text-input.ts';
import { isUuid } from '../input/uuid.ts';
import { brazilianStates, genderOptions, jobTypeOptions, modelPhysicalTypeOptions, modelTypeOptions, valuesOf } from '../profiles/profile-options.ts';
import { optionalEnum, optionalInt, optionalText, pageFields, pageOf, toListQueryString } from '../search/list-query.ts';
import { applicationStates } from '../applications/application-states.ts';
import { jobActions, jobStates } from './job-states.ts';
import { type PayUnit, payUnits } from './pay-label.ts';

/** Limits of a job (vaga); the form, the API and the tests read them from here. */
export const JOB_TITLE_MIN = 5;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MIN = 20;
export const JOB_DESCRIPTION_MAX = 5000;
export const JOB_CITY_MAX = 80;
export const JOB_OPENINGS_MAX = 100;
export const JOB_AGE_MIN = 18;
export const JOB_AGE_MAX = 80;
export const JOB_HEIGHT_MIN = 140;
export const JOB_HEIGHT_MAX = 210;
/** R$ 1.000.000,00: anything above is a typo (centavos typed as reais twice). */
export const JOB_PAY_CENTS_MAX = 100_000_000;

/** Years a job's dates can be in: anything else is a typo. */
const JOB_YEARS = { min: 2000, max: 2100 };

/** A calendar date written YYYY-MM-DD (what <input type="date"> gives). */
export const isoDateSchema = (message: string) => dateInput(message, JOB_YEARS);

/** Forms send '' for an empty optional field: it means "none" (null). */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);
const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsNull, schema.nullable().optional());

const jobTypeSchema = z.enum(valuesOf(jobTypeOptions), { message: 'Escolha o tipo de trabalho.' });
const stateSchema = z.enum(valuesOf(brazilianStates), { message: 'Escolha o estado (UF).' });
const ageMessage = `A idade deve estar entre ${JOB_AGE_MIN} e ${JOB_AGE_MAX} anos.`;
const heightMessage = `A altura deve estar entre ${JOB_HEIGHT_MIN} e ${JOB_HEIGHT_MAX} cm.`;
const ageSchema = intInput({ min: JOB_AGE_MIN, max: JOB_AGE_MAX, message: ageMessage });
const heightSchema = intInput({ min: JOB_HEIGHT_MIN, max: JOB_HEIGHT_MAX, message: heightMessage });
const paySchema = intInput({
  min: 1,
  max: JOB_PAY_CENTS_MAX,
  message: 'Informe o valor em centavos inteiros.',
  tooSmall: 'O cachê deve ser maior que zero.',
  tooBig: 'O cachê informado é alto demais. Confira o valor.',
});

/** Every field of a job as the owner writes it (create, and each field of an edit). */
export const jobFieldsShape = {
  title: textInput({
    max: JOB_TITLE_MAX,
    min: JOB_TITLE_MIN,
    required: 'Informe o título da vaga.',
    tooShort: `O título deve ter pelo menos ${JOB_TITLE_MIN} caracteres.`,
    tooLong: `O título deve ter no máximo ${JOB_TITLE_MAX} caracteres.`,
  }),
  description: textInput({
    max: JOB_DESCRIPTION_MAX,
    min: JOB_DESCRIPTION_MIN,
    required: 'Descreva a vaga.',
    tooShort: `A descrição deve ter pelo menos ${JOB_DESCRIPTION_MIN} caracteres.`,
    tooLong: `A descrição deve ter no máximo ${JOB_DESCRIPTION_MAX} caracteres.`,
  }),
  job_type: jobTypeSchema,
  city: textInput({ max: JOB_CITY_MAX, min: 2, required: 'Informe a cidade.', tooLong: `A cidade deve ter no máximo ${JOB_CITY_MAX} caracteres.` }),
  state: stateSchema,
  starts_on: isoDateSchema('Informe a data de início (AAAA-MM-DD).'),
  ends_on: nullable(isoDateSchema('Data de término inválida.')),
  pay_cents: paySchema,
  pay_unit: z.enum(payUnits, { message: 'Escolha se o cachê é por hora, por dia ou por trabalho.' }),
  openings: intInput({
    min: 1,
    max: JOB_OPENINGS_MAX,
    message: 'Informe o número de vagas, um número inteiro.',
    tooSmall: 'Deve haver pelo menos 1 vaga.',
    tooBig: `No máximo ${JOB_OPENINGS_MAX} vagas por anúncio.`,
  }),
  required_gender: nullable(z.enum(valuesOf(genderOptions), { message: 'Gênero inválido.' })),
  required_model_types: z
    .array(z.enum(valuesOf(modelTypeOptions), { message: 'Tipo de aparência inválido.' }))
    .max(modelTypeOptions.length)
    .optional(),
  required_physical_types: z
    .array(z.enum(valuesOf(modelPhysicalTypeOptions), { message: 'Perfil físico inválido.' }))
    .max(modelPhysicalTypeOptions.length)
    .optional(),
  min_age: nullable(ageSchema),
  max_age: nullable(ageSchema),
  min_height_cm: nullable(heightSchema),
  max_height_cm: nullable(heightSchema),
  application_deadline: nullable(isoDateSchema('Prazo de inscrição inválido.')),
};

/** The fields of a complete job, after parsing (optional requirements are null or [] when absent). */
export interface JobFields {
  title: string;
  description: string;
  job_type: (typeof jobTypeOptions)[number]['value'];
  city: string;
  state: (typeof brazilianStates)[number]['value'];
  starts_on: string;
  ends_on?: string | null;
  pay_cents: number;
  pay_unit: PayUnit;
  openings: number;
  required_gender?: string | null;
  required_model_types?: string[];
  required_physical_types?: string[];
  min_age?: number | null;
  max_age?: number | null;
  min_height_cm?: number | null;
  max_height_cm?: number | null;
  application_deadline?: string | null;
}

/**
 * The rules between fields. `publishing`: the job is (or becomes) visible, so it cannot start in
 * the past; a draft may keep an old date until it is published.
 */
export function checkJobFields(fields: Partial<JobFields>, publishing: boolean, ctx: z.RefinementCtx, today: string = todayInBrazil()) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (publishing && fields.starts_on && fields.starts_on < today) issue('starts_on', 'A data de início não pode estar no passado.');
  if (fields.ends_on && fields.starts_on && fields.ends_on < fields.starts_on) issue('ends_on', 'A data de término não pode ser antes do início.');
  if (fields.application_deadline && fields.starts_on && fields.application_deadline > fields.starts_on) {
    issue('application_deadline', 'O prazo de inscrição deve ser até a data de início.');
  }
  if (publishing && fields.application_deadline && fields.application_deadline < today) {
    issue('application_deadline', 'O prazo de inscrição não pode estar no passado.');
  }
  if (fields.min_age != null && fields.max_age != null && fields.min_age > fields.max_age) issue('max_age', 'A idade máxima não pode ser menor que a mínima.');
  if (fields.min_height_cm != null && fields.max_height_cm != null && fields.min_height_cm > fields.max_height_cm) {
    issue('max_height_cm', 'A altura máxima não pode ser menor que a mínima.');
  }
}

/** A complete job, with the rules between fields (used to check an edit merged onto the job). */
export const jobFieldsSchema = (publishing: boolean) =>
  z
    .object(jobFieldsShape)
    .strict()
    .superRefine((fields, ctx) => checkJobFields(fields, publishing, ctx));

/** POST /api/jobs: a draft, or published at once with `publish: true`. */
export const createJobSchema = z
  .object({ ...jobFieldsShape, publish: z.boolean({ message: 'Valor inválido para publicar.' }).optional() })
  .strict()
  .superRefine((fields, ctx) => checkJobFields(fields, fields.publish === true, ctx));
export type CreateJobInput = z.input<typeof createJobSchema>;
export type CreateJobBody = z.output<typeof createJobSchema>;

/** PATCH /api/jobs/:jobId: any of the fields; the server checks the merged job. */
export const updateJobSchema = z
  .object(jobFieldsShape)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nada para alterar.' });
export type UpdateJobInput = z.input<typeof updateJobSchema>;
export type UpdateJobBody = z.output<typeof updateJobSchema>;

/** Anything that is not a uuid names no job: the routes answer 404, never 400 or 500. */
export function isJobId(value: string): boolean {
  return isUuid(value);
}

/** :jobId is any text here: the service answers 404 JOB_NOT_FOUND for a malformed one. */
export const jobParamsSchema = z.object({ jobId: textInput({ max: 200 }) }).strict();
export const jobActionParamsSchema = z.object({ jobId: textInput({ max: 200 }), action: z.enum(jobActions, { message: 'Ação inválida.' }) }).strict();

export const jobOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  profile_slug: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  user_type: z.string(),
  /** Identity checked by an admin: the job shows "Identidade verificada" (docs/product.md "Safety"). */
  is_verified: z.boolean(),
});
export type JobOwner = z.infer<typeof jobOwnerSchema>;

const jobStateSchema = z.enum(jobStates);

/** What, where, when and how much: on a job's page and on its card alike. */
const jobWorkFields = {
  job_type: z.string(),
  city: z.string(),
  state: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  pay_cents: z.number().int(),
  pay_unit: z.enum(payUnits),
  openings: z.number().int(),
};

/** Who the job is for (null or [] where it takes anyone). */
const jobRequirementsSchema = z.object({
  required_gender: z.string().nullable(),
  required_model_types: z.array(z.string()),
  required_physical_types: z.array(z.string()),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  min_height_cm: z.number().int().nullable(),
  max_height_cm: z.number().int().nullable(),
});
export type JobRequirements = z.infer<typeof jobRequirementsSchema>;

/** GET /api/jobs/:jobId. */
export const jobViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  ...jobWorkFields,
  ...jobRequirementsSchema.shape,
  application_deadline: z.string().nullable(),
  status: jobStateSchema,
  featured: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  owner: jobOwnerSchema,
  is_owner: z.boolean(),
  /**
   * Hidden by three reporters or an admin: out of /vagas and 404 to everyone but its owner and
   * admins, who still see it (with this flag) in "Minhas vagas" and on its page.
   */
  hidden_by_moderation: z.boolean(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** One card of /vagas (and of /favoritos for jobs). */
export const jobCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...jobWorkFields,
  status: jobStateSchema,
  featured: z.boolean(),
  published_at: z.string().nullable(),
  /** The owner without the id: a card links to the public profile only. */
  owner: jobOwnerSchema.omit({ id: true }),
});
export type JobCard = z.infer<typeof jobCardSchema>;

const payFilterMessage = 'Valor de cachê inválido.';
const dateFilter = (message: string) => z.preprocess((value) => (value === '' ? undefined : value), isoDateSchema(message).optional());

/** GET /api/jobs (the /vagas page): open jobs, featured first, newest first. Pay in centavos. */
export const jobsQuerySchema = z
  .object({
    state: optionalEnum(valuesOf(brazilianStates), 'Estado inválido.'),
    city: optionalText(JOB_CITY_MAX),
    job_type: optionalEnum(valuesOf(jobTypeOptions), 'Tipo de trabalho inválido.'),
    pay_min: optionalInt(0, JOB_PAY_CENTS_MAX, payFilterMessage),
    pay_max: optionalInt(0, JOB_PAY_CENTS_MAX, payFilterMessage),
    date_from: dateFilter('Data inicial inválida.'),
    date_to: dateFilter('Data final inválida.'),
    /** 'true': only jobs of owners whose identity an admin verified. */
    verified: optionalEnum(['true'], 'Filtro inválido.'),
    ...pageFields,
  })
  .strict()
  .refine((query) => query.pay_min === undefined || query.pay_max === undefined || query.pay_min <= query.pay_max, {
    message: 'O cachê mínimo não pode ser maior que o máximo.',
    path: ['pay_max'],
  })
  .refine((query) => !query.date_from || !query.date_to || query.date_from <= query.date_to, {
    message: 'A data inicial não pode ser depois da final.',
    path: ['date_to'],
  });
export type JobsQueryInput = z.input<typeof jobsQuerySchema>;
export type JobsQuery = z.output<typeof jobsQuerySchema>;

export const jobsFilterKeys = ['q', 'state', 'city', 'job_type', 'pay_min', 'pay_max', 'date_from', 'date_to', 'verified', 'limit'] as const;

export function jobsQueryString(filters: Partial<JobsQuery>): string {
  return toListQueryString(filters, jobsFilterKeys);
}

export const jobsPageSchema = pageOf(jobCardSchema);
export type JobsPage = z.infer<typeof jobsPageSchema>;

/** GET /api/me/jobs: the owner's jobs with applicant counts and what she may do now. */
export const applicantCountsSchema = z.object(
  Object.fromEntries(applicationStates.map((state) => [state, z.number().int()])) as Record<(typeof applicationStates)[number], z.ZodNumber>,
);
export const myJobSchema = jobViewSchema.extend({
  applicant_counts: applicantCountsSchema,
  /** Every application, whatever its state. */
  applicants_total: z.number().int(),
  allowed_actions: z.array(z.enum(jobActions)),
});
export type MyJob = z.infer<typeof myJobSchema>;
export const myJobsSchema = z.object({ items: z.array(myJobSchema) });
export type MyJobs = z.infer<typeof myJobsSchema>;
