import {
  type CreateJobInput,
  checkJobFields,
  createJobSchema,
  isoDateSchema,
  type JobFields,
  type JobView,
  type PayUnit,
  todayInBrazil,
  type UpdateJobInput,
} from '@passarela/shared';
import { centavosToReais, reaisToCentavos } from './job-filters.ts';

/** The form's fields as typed (strings), so nothing is lost or reformatted while editing. */
export interface JobFormValues {
  title: string;
  description: string;
  job_type: string;
  city: string;
  state: string;
  starts_on: string;
  ends_on: string;
  pay: string;
  pay_unit: PayUnit | '';
  openings: string;
  required_gender: string;
  required_model_types: string[];
  required_physical_types: string[];
  min_age: string;
  max_age: string;
  min_height_cm: string;
  max_height_cm: string;
  application_deadline: string;
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

export const emptyJobForm: JobFormValues = {
  title: '',
  description: '',
  job_type: '',
  city: '',
  state: '',
  starts_on: '',
  ends_on: '',
  pay: '',
  pay_unit: 'day',
  openings: '1',
  required_gender: '',
  required_model_types: [],
  required_physical_types: [],
  min_age: '',
  max_age: '',
  min_height_cm: '',
  max_height_cm: '',
  application_deadline: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function jobToFormValues(job: JobView): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    job_type: job.job_type,
    city: job.city,
    state: job.state,
    starts_on: job.starts_on,
    ends_on: job.ends_on ?? '',
    pay: centavosToReais(job.pay_cents) ?? '',
    pay_unit: job.pay_unit,
    openings: String(job.openings),
    required_gender: job.required_gender ?? '',
    required_model_types: job.required_model_types,
    required_physical_types: job.required_physical_types,
    min_age: text(job.min_age),
    max_age: text(job.max_age),
    min_height_cm: text(job.min_height_cm),
    max_height_cm: text(job.max_height_cm),
    application_deadline: job.application_deadline ?? '',
  };
}

/** '' -> null (no requirement); anything else a number, or NaN so the schema says what is wrong. */
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** The API body for these values (the same shape the server validates). */
export function toJobBody(values: JobFormValues): Omit<CreateJobInput, 'publish'> {
  const pay = reaisToCentavos(values.pay);
  return {
    title: values.title,
    description: values.description,
    job_type: values.job_type as CreateJobInput['job_type'],
    city: values.city,
    state: values.state as CreateJobInput['state'],
    starts_on: values.starts_on,
    ends_on: values.ends_on || null,
    pay_cents: values.pay.trim() === '' ? (undefined as unknown as number) : (pay ?? Number.NaN),
    pay_unit: values.pay_unit as PayUnit,
    openings: values.openings.trim() === '' ? (undefined as unknown as number) : Number(values.openings),
    required_gender: values.required_gender || null,
    required_model_types: values.required_model_types as CreateJobInput['required_model_types'],
    required_physical_types: values.required_physical_types as CreateJobInput['required_physical_types'],
    min_age: optionalNumber(values.min_age),
    max_age: optionalNumber(values.max_age),
    min_height_cm: optionalNumber(values.min_height_cm),
    max_height_cm: optionalNumber(values.max_height_cm),
    application_deadline: values.application_deadline || null,
  };
}

/** Body field -> form field (pay_cents is typed as 'pay' in reais). */
function formField(path: string | undefined): keyof JobFormValues | undefined {
  if (!path) return undefined;
  const field = path.split('.')[0];
  if (field === 'pay_cents') return 'pay';
  return field && field in emptyJobForm ? (field as keyof JobFormValues) : undefined;
}

/**
 * The shared schema's verdict on the form (the server runs the same one). `publishing`: the job
 * is or becomes visible, so its dates cannot be in the past.
 */
export function validateJobForm(values: JobFormValues, publishing: boolean): JobFormErrors {
  const body = toJobBody(values);
  const result = createJobSchema.safeParse({ ...body, publish: publishing });
  const errors: JobFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = formField(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = field === 'pay' && issue.code === 'invalid_type' ? 'Informe o valor do cachê em reais.' : issue.message;
  }
  // zod skips the rules between fields while a field is invalid: run them too, so every problem shows at once.
  const numbers = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  const crossIssues: { path?: PropertyKey[]; message?: string }[] = [];
  checkJobFields(
    {
      ...body,
      min_age: numbers(body.min_age),
      max_age: numbers(body.max_age),
      min_height_cm: numbers(body.min_height_cm),
      max_height_cm: numbers(body.max_height_cm),
      starts_on: isoDateSchema('').safeParse(body.starts_on).success ? body.starts_on : undefined,
    } as Partial<JobFields>,
    publishing,
    { addIssue: (issue: { path?: PropertyKey[]; message?: string }) => crossIssues.push(issue) } as unknown as Parameters<typeof checkJobFields>[2],
  );
  for (const issue of crossIssues) {
    const field = formField(String(issue.path?.[0] ?? ''));
    if (field && !errors[field] && issue.message) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field errors ({ path, message }[]) on the form's fields. */
export function serverJobErrors(details: unknown): JobFormErrors {
  const errors: JobFormErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as { path?: string; message?: string }[]) {
    const field = formField(detail.path);
    if (field && detail.message && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}

/** Only what changed, so an edit of an open job that started long ago does not re-check its old date. */
export function changedJobFields(initial: JobFormValues, values: JobFormValues): UpdateJobInput {
  const before = toJobBody(initial) as Record<string, unknown>;
  const after = toJobBody(values) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  return changes;
}

export function minStartDate(): string {
  return todayInBrazil();
}
