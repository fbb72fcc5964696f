import { useQueryClient } from '@tanstack/react-query';
import { formatLocation } from '@passarela/shared';
import { Briefcase } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { PageLoadFailed, PageMessage } from '../../../components/ui/page-message.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { JobApplyPanel } from '../../../features/applications/components/job-apply-panel.tsx';
import { FavoriteButton } from '../../../features/favorites/components/favorite-button.tsx';
import { isJobNotFound, useJob } from '../../../features/jobs/api/jobs.ts';
import { JobDetails } from '../../../features/jobs/components/job-details.tsx';
import { jobTypeLabel } from '../../../features/jobs/lib/job-text.ts';
import { ownProfileQueryOptions } from '../../../features/profiles/api/get-own-profile.ts';
import { ReportButton } from '../../../features/reports/components/report-button.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';

/** /vagas/:jobId: the job, its requirements, who posts it, the heart, the model's application panel and "Denunciar". */
export function Component() {
  const { jobId } = useParams();
  const query = useJob(jobId);
  const queryClient = useQueryClient();
  const job = query.data;
  const notFound = query.isError && isJobNotFound(query.error);

  usePageTitle(
    job ? job.title : notFound ? 'Vaga não encontrada' : 'Vaga',
    job ? `${jobTypeLabel(job.job_type)} em ${formatLocation(job)}. ${job.description.slice(0, 140)}` : undefined,
  );

  if (query.isPending) return <PageSpinner />;
  if (notFound || !jobId) {
    return (
      <PageMessage title="Vaga não encontrada" icon={<Briefcase className="size-6" aria-hidden="true" />}>
        <p className="mt-2 text-gray-600">Esta vaga não existe, foi removida ou não está mais disponível.</p>
        <Link to="/vagas" className={buttonVariants({ className: 'mt-6' })}>
          Ver outras vagas
        </Link>
      </PageMessage>
    );
  }
  if (!job) {
    return (
      <PageLoadFailed
        title="Não foi possível carregar a vaga"
        message={query.error?.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return (
    <JobDetails
      job={job}
      favorite={job.is_owner ? undefined : <FavoriteButton kind="job" targetSlug={job.id} label={job.title} />}
      applyPanel={
        <JobApplyPanel
          jobId={job.id}
          jobStatus={job.status}
          jobTitle={job.title}
          isOwner={job.is_owner}
          requirements={job}
          // Her own profile, from the profiles feature's query (cached once loaded; Meu Perfil updates it).
          loadOwnProfile={() => queryClient.ensureQueryData(ownProfileQueryOptions)}
        />
      }
      report={<ReportButton item={{ kind: 'job', id: job.id }} itemTitle={job.title} isMine={job.is_owner} />}
    />
  );
}
