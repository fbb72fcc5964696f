import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { modelCardSchema } from '../search/models-search.ts';
import { applicationActions, applicationStates } from './application-states.ts';
import { jobRequirementMismatchSchema } from '../jobs/job-requirement-match.ts';
import { jobStates } from '../jobs/job-states.ts';

/** A job id or an application id in a URL; a malformed one answers 404 like an unknown one. */
const idParam = textInput({ max: 64, min: 1 });

/** POST /api/jobs/:jobId/applications, GET /api/jobs/:jobId/my-application, GET /api/jobs/:jobId/applications. */
export const applicationJobParamsSchema = z.object({ jobId: idParam }).strict();
export type ApplicationJobParams = z.infer<typeof applicationJobParamsSchema>;

/** POST /api/applications/:id/(withdraw|shortlist|reject|hire). */
export const applicationParamsSchema = z.object({ id: idParam }).strict();
export type ApplicationParams = z.infer<typeof applicationParamsSchema>;

export const APPLICATION_MESSAGE_MAX = 1000;

/** The model's optional message to the job's owner. */
export const applyBodySchema = z
  .object({
    message: textInput({
      max: APPLICATION_MESSAGE_MAX,
      required: 'Mensagem inválida.',
      tooLong: `A mensagem pode ter no máximo ${APPLICATION_MESSAGE_MAX} caracteres.`,
    }).optional(),
  })
  .strict();
export type ApplyBody = z.infer<typeof applyBodySchema>;

export const applicationStatusSchema = z.enum(applicationStates);
export const applicationActionSchema = z.enum(applicationActions);

/** What the model sees of the job she applied to. */
export const applicationJobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  state: z.string(),
  starts_on: z.string(),
  pay_cents: z.number().int(),
  pay_unit: z.enum(['hour', 'day', 'job']),
  status: z.enum(jobStates),
});
export type ApplicationJobSummary = z.infer<typeof applicationJobSummarySchema>;

/** What the model and the job's owner both see of an application, first in each view. */
const applicationShape = {
  id: z.string(),
  status: applicationStatusSchema,
  /** Portuguese label of the status ('Em análise', ...). */
  status_label: z.string(),
  message: z.string(),
  created_at: z.string(),
};

/** The model's own application ("Minhas Candidaturas", the job page's panel). */
export const myApplicationSchema = z.object({
  ...applicationShape,
  updated_at: z.string(),
  job: applicationJobSummarySchema,
  /** What the caller may do now (the buttons the UI shows, nothing else). */
  allowed_actions: z.array(applicationActionSchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** The free plan's monthly allowance: limit null means unlimited (PRO). */
export const applicationQuotaSchema = z.object({
  limit: z.number().int().nullable(),
  used: z.number().int(),
});
export type ApplicationQuota = z.infer<typeof applicationQuotaSchema>;

export const myApplicationResponseSchema = z.object({ application: myApplicationSchema.nullable(), quota: applicationQuotaSchema });
export type MyApplicationResponse = z.infer<typeof myApplicationResponseSchema>;

export const myApplicationsResponseSchema = z.object({ items: z.array(myApplicationSchema), quota: applicationQuotaSchema });
export type MyApplicationsResponse = z.infer<typeof myApplicationsResponseSchema>;

/** One applicant as the job's owner (or an admin) sees her: the model's public card, never her phone. */
export const jobApplicantSchema = z.object({
  ...applicationShape,
  model: modelCardSchema,
  /** The proposal made when she was hired, if any. */
  proposal_id: z.string().nullable(),
  allowed_actions: z.array(applicationActionSchema),
  /** The job's requirements her profile does not meet ([] when she meets them all): matchJobRequirements. */
  requirement_mismatches: z.array(jobRequirementMismatchSchema),
});
export type JobApplicant = z.infer<typeof jobApplicantSchema>;

export const jobApplicantsResponseSchema = z.object({
  job: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(jobStates),
    city: z.string(),
    state: z.string(),
    starts_on: z.string(),
    pay_cents: z.number().int(),
    pay_unit: z.enum(['hour', 'day', 'job']),
  }),
  items: z.array(jobApplicantSchema),
});
export type JobApplicantsResponse = z.infer<typeof jobApplicantsResponseSchema>;

export const applicationResponseSchema = z.object({ application: myApplicationSchema });
export const jobApplicantResponseSchema = z.object({ applicant: jobApplicantSchema });
