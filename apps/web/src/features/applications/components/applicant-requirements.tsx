import { type JobRequirementMismatch, mismatchTextForOwner } from '@passarela/shared';
import { CircleCheck, TriangleAlert } from 'lucide-react';

/**
 * On an applicant's card, for the job's owner: whether her profile meets the job's requirements
 * and, when not, what it misses. Said in words (the icon and colour only repeat it).
 */
export function ApplicantRequirements({ mismatches }: { mismatches: JobRequirementMismatch[] }) {
  if (mismatches.length === 0) {
    return (
      <p data-testid="applicant-requirements" className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800">
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        Atende aos requisitos da vaga
      </p>
    );
  }
  const count = mismatches.length === 1 ? '1 requisito' : `${mismatches.length} requisitos`;
  return (
    <div data-testid="applicant-requirements" className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p className="flex items-center gap-1.5 font-medium">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        Não atende a {count} da vaga
      </p>
      <ul className="mt-1 grid list-disc gap-0.5 pl-5">
        {mismatches.map((mismatch) => (
          <li key={mismatch.requirement}>{mismatchTextForOwner(mismatch)}</li>
        ))}
      </ul>
    </div>
  );
}
