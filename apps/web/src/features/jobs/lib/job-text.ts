import { genderOptions, type JobRequirements, jobTypeOptions, labelForGender, labelOf, modelPhysicalTypeOptions, modelTypeOptions } from '@passarela/shared';
import { formatDateBr } from '../../../lib/format-date.ts';

/** '15/03/2027' or '15/03/2027 a 17/03/2027'. */
export function jobDates(startsOn: string, endsOn: string | null): string {
  return endsOn && endsOn !== startsOn ? `${formatDateBr(startsOn)} a ${formatDateBr(endsOn)}` : formatDateBr(startsOn);
}

export function jobTypeLabel(value: string): string {
  return labelOf(jobTypeOptions, value);
}

function range(min: number | null, max: number | null, unit: string): string | null {
  if (min !== null && max !== null) return `de ${min} a ${max} ${unit}`;
  if (min !== null) return `a partir de ${min} ${unit}`;
  if (max !== null) return `até ${max} ${unit}`;
  return null;
}

/** The requirements as Portuguese lines ('Gênero: Feminino'), in the gender asked for ('Moreno'); [] when the job takes anyone. */
export function jobRequirements(job: JobRequirements): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  if (job.required_gender) lines.push({ label: 'Gênero', value: labelOf(genderOptions, job.required_gender) });
  if (job.required_model_types.length > 0) {
    lines.push({ label: 'Aparência', value: job.required_model_types.map((value) => labelForGender(modelTypeOptions, value, job.required_gender)).join(', ') });
  }
  if (job.required_physical_types.length > 0) {
    lines.push({
      label: 'Perfil físico',
      value: job.required_physical_types.map((value) => labelForGender(modelPhysicalTypeOptions, value, job.required_gender)).join(', '),
    });
  }
  const age = range(job.min_age, job.max_age, 'anos');
  if (age) lines.push({ label: 'Idade', value: age });
  const height = range(job.min_height_cm, job.max_height_cm, 'cm');
  if (height) lines.push({ label: 'Altura', value: height });
  return lines;
}

export function openingsText(openings: number): string {
  return openings === 1 ? '1 vaga' : `${openings} vagas`;
}
