import type { JobRequirements } from '@passarela/shared';
import type { jobs } from '../../db/schema/index.ts';

/** The requirement columns of a job, as a stored row or as a row about to be inserted has them. */
type RequirementColumns = Pick<
  typeof jobs.$inferInsert,
  'requiredGender' | 'requiredModelTypes' | 'requiredPhysicalTypes' | 'minAge' | 'maxAge' | 'minHeightCm' | 'maxHeightCm'
>;

/**
 * Who a job is for, in the API's words (null or [] where it takes anyone): what the job form
 * validates and what a profile is matched against (packages/shared/src/jobs/job-requirement-match.ts). One
 * mapper, so a new requirement column cannot be forgotten in one of the places that read them.
 */
export function requirementsOf(job: RequirementColumns): JobRequirements {
  return {
    required_gender: job.requiredGender ?? null,
    required_model_types: job.requiredModelTypes ?? [],
    required_physical_types: job.requiredPhysicalTypes ?? [],
    min_age: job.minAge ?? null,
    max_age: job.maxAge ?? null,
    min_height_cm: job.minHeightCm ?? null,
    max_height_cm: job.maxHeightCm ?? null,
  };
}
