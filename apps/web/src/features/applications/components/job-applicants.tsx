import {
  applicationActionLabels,
  formatHeightCm,
  formatLocation,
  type JobApplicant,
  type JobApplicantsResponse,
  type ProposalBodyInput,
} from '@passarela/shared';
import { MapPin, Ruler } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IdentityVerifiedBadge } from '../../../components/ui/identity-verified-badge.tsx';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useApplicantDecision, useHireApplicant, useJobApplicants } from '../api/applications.ts';
import { ApplicantRequirements } from './applicant-requirements.tsx';

/** A proposal's first values, as the proposal dialog takes them. */
export interface HireDraft {
  title: string;
  work_date: string;
  place: string;
  amount_cents: number | undefined;
}

/** What the proposal dialog (contracts feature, composed by the screen) needs to hire an applicant. */
export interface HireDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modelName: string;
  initial: HireDraft;
  onSubmit: (body: ProposalBodyInput) => Promise<unknown>;
}

/** The proposal a hire starts from: the job's title, first day, city/UF and pay. */
function draftFromJob(job: JobApplicantsResponse['job']): HireDraft {
  return { title: job.title, work_date: job.starts_on, place: formatLocation(job), amount_cents: job.pay_cents > 0 ? job.pay_cents : undefined };
}

/** A job's applicants for its owner: model cards, messages, shortlist / reject / hire, and the conversation with each. */
export function JobApplicants({
  jobId,
  jobTitle,
  renderHireDialog,
  renderMessages,
}: {
  jobId: string;
  jobTitle: string;
  renderHireDialog: (props: HireDialogProps) => ReactNode;
  /** "Mensagens" with the applicant (conversations feature, composed by the screen). */
  renderMessages?: (applicant: JobApplicant, name: string) => ReactNode;
}) {
  const applicants = useJobApplicants(jobId);
  const decide = useApplicantDecision();
  const hire = useHireApplicant();
  const [hiring, setHiring] = useState<JobApplicant | null>(null);

  if (applicants.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (applicants.isError) {
    return (
      <div className="grid gap-3" role="alert">
        <p className="text-sm text-red-700">{applicants.error.message}</p>
        <Button variant="outline" onClick={() => void applicants.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const { items, job } = applicants.data;
  const hiringName = hiring ? `${hiring.model.first_name} ${hiring.model.last_name}` : '';

  return (
    <section aria-labelledby="candidatos-titulo" className="grid gap-4" data-testid="job-applicants">
      <h3 id="candidatos-titulo" className="text-xl font-bold tracking-tight text-gray-900">
        Candidatos de “{jobTitle}” ({items.length})
      </h3>
      {items.length === 0 ? (
        <EmptyState>Ninguém se candidatou ainda. Compartilhe a vaga para atrair candidatas.</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {items.map((applicant) => {
            const name = `${applicant.model.first_name} ${applicant.model.last_name}`;
            const busy = decide.isPending && decide.variables?.id === applicant.id;
            const place = formatLocation(applicant.model);
            return (
              <li
                key={applicant.id}
                className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
                data-testid="applicant-card"
                aria-label={`Candidatura de ${name}`}
              >
                <div className="flex items-start gap-3">
                  <Link
                    to={`/perfil/${encodeURIComponent(applicant.model.profile_slug)}`}
                    className="shrink-0 rounded-xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  >
                    <ProfilePhoto url={applicant.model.profile_image_url} alt={`Foto de ${name}`} size={64} sizes="64px" className="size-16 rounded-xl" />
                  </Link>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Link
                        to={`/perfil/${encodeURIComponent(applicant.model.profile_slug)}`}
                        className="truncate font-semibold text-gray-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                      >
                        {name}
                      </Link>
                      <StatusBadge status={applicant.status} label={applicant.status_label} />
                    </div>
                    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
                      {applicant.model.is_verified && <IdentityVerifiedBadge />}
                      {place && (
                        <span className="inline-flex items-center gap-1">
                          <MapPin className="size-4" aria-hidden="true" />
                          {place}
                        </span>
                      )}
                      {applicant.model.height_cm && (
                        <span className="inline-flex items-center gap-1">
                          <Ruler className="size-4" aria-hidden="true" />
                          {formatHeightCm(applicant.model.height_cm)}
                        </span>
                      )}
                    </p>
                  </div>
                </div>
                <ApplicantRequirements mismatches={applicant.requirement_mismatches} />
                {applicant.message && <p className="rounded-xl bg-gray-50 px-3 py-2 text-sm whitespace-pre-line text-gray-700">{applicant.message}</p>}
                {(applicant.allowed_actions.length > 0 || renderMessages) && (
                  <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                    {applicant.allowed_actions.includes('hire') && (
                      <Button disabled={busy} onClick={() => setHiring(applicant)}>
                        {applicationActionLabels.hire}
                      </Button>
                    )}
                    {applicant.allowed_actions.includes('shortlist') && (
                      <Button
                        variant="secondary"
                        isLoading={busy && decide.variables?.action === 'shortlist'}
                        disabled={busy}
                        onClick={() => decide.mutate({ id: applicant.id, action: 'shortlist' })}
                      >
                        {applicationActionLabels.shortlist}
                      </Button>
                    )}
                    {applicant.allowed_actions.includes('reject') && (
                      <Button
                        variant="outline"
                        isLoading={busy && decide.variables?.action === 'reject'}
                        disabled={busy}
                        onClick={() => decide.mutate({ id: applicant.id, action: 'reject' })}
                      >
                        {applicationActionLabels.reject}
                      </Button>
                    )}
                    {renderMessages?.(applicant, name)}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {renderHireDialog({
        open: hiring !== null,
        onOpenChange: (open) => {
          if (!open) setHiring(null);
        },
        modelName: hiringName,
        initial: draftFromJob(job),
        onSubmit: async (body) => {
          if (!hiring) return;
          await hire.mutateAsync({ id: hiring.id, body });
          setHiring(null);
        },
      })}
    </section>
  );
}
