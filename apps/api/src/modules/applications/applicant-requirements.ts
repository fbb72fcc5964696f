import { ageOn, type JobRequirementMismatch, matchJobRequirements } from '@passarela/shared';
import { requirementsOf } from '../jobs/index.ts';
import type { ApplicantRow, JobRow } from './applications.repository.ts';

/**
 * What of the job's requirements an applicant's profile does not meet, for the owner's list
 * (the same rule the job page warns the model with, before she applies). Her age is computed
 * here from the birth date and never leaves in the answer except as part of a mismatch.
 */
export function applicantMismatches(job: JobRow, applicant: ApplicantRow, now: Date): JobRequirementMismatch[] {
  return matchJobRequirements(
    { city: job.city, state: job.state, ...requirementsOf(job) },
    {
      city: applicant.city,
      state: applicant.state,
      gender: applicant.gender,
      model_type: applicant.model_type,
      model_physical_type: applicant.model_physical_type,
      height_cm: applicant.height_cm,
      age: applicant.birth_date ? ageOn(applicant.birth_date, now) : null,
    },
  );
}
