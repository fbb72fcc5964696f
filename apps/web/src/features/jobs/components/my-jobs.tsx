import { formatLocation, formatPayLabel, type JobAction, jobActionLabels, jobStateLabels, type JobState, type MyJob } from '@passarela/shared';
import { Briefcase, Plus, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useJobAction, useMyJobs } from '../api/jobs.ts';
import { jobDates, jobTypeLabel } from '../lib/job-text.ts';
import { JobForm } from './job-form.tsx';

const stateTone: Record<JobState, string> = {
  draft: 'bg-gray-100 text-gray-800',
  open: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-amber-100 text-amber-900',
  filled: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-red-50 text-red-800',
};

const editable: readonly JobState[] = ['draft', 'open', 'closed'];

export function applicantsLink(jobId: string): string {
  return `/dashboard?tab=my-jobs&job=${encodeURIComponent(jobId)}`;
}

/** A job's applicants (applications feature), composed by the screen. */
export type ApplicantsSlot = (job: MyJob) => ReactNode;

/** "Minhas Vagas": the owner's jobs, the form to post or edit one, and each job's applicants (?job=). */
export function MyJobs({ title, selectedJobId, renderApplicants }: { title: string; selectedJobId: string | null; renderApplicants: ApplicantsSlot }) {
  const query = useMyJobs();
  const [editing, setEditing] = useState<MyJob | 'new' | null>(null);

  if (selectedJobId) return <ApplicantsView jobId={selectedJobId} query={query} renderApplicants={renderApplicants} />;

  if (editing) {
    return (
      <section aria-labelledby="minhas-vagas-form">
        <h2 id="minhas-vagas-form" className="text-2xl font-bold tracking-tight text-gray-900">
          {editing === 'new' ? 'Nova vaga' : 'Editar vaga'}
        </h2>
        <div className="mt-5">
          <JobForm job={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="minhas-vagas-titulo">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="minhas-vagas-titulo" className="text-2xl font-bold tracking-tight text-gray-900">
          {title}
        </h2>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          Nova vaga
        </Button>
      </div>
      <div className="mt-5">
        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
            <TriangleAlert className="size-6 text-red-700" aria-hidden="true" />
            <p className="mt-3 font-semibold text-gray-900">Não foi possível carregar suas vagas</p>
            <p className="mt-1 text-sm text-gray-600">{query.error.message}</p>
            <Button className="mt-4" onClick={() => void query.refetch()} isLoading={query.isFetching}>
              Tentar novamente
            </Button>
          </div>
        ) : query.data.items.length === 0 ? (
          <output className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
            <Briefcase className="size-6 text-brand-700" aria-hidden="true" />
            <span className="mt-3 font-semibold text-gray-900">Você ainda não publicou vagas</span>
            <span className="mt-1 text-sm text-gray-600">Clique em “Nova vaga” para encontrar modelos para o seu trabalho.</span>
          </output>
        ) : (
          <ul className="grid gap-3">
            {query.data.items.map((job) => (
              <li key={job.id}>
                <MyJobRow job={job} onEdit={() => setEditing(job)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function MyJobRow({ job, onEdit }: { job: MyJob; onEdit: () => void }) {
  const action = useJobAction();
  const [confirmCancel, setConfirmCancel] = useState(false);

  const run = (name: JobAction) =>
    action.mutate(
      { jobId: job.id, action: name },
      {
        onSuccess: (saved) => {
          setConfirmCancel(false);
          toast({ variant: 'success', title: `Vaga: ${jobStateLabels[saved.status].toLowerCase()}` });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível concluir a ação', description: error.message }),
      },
    );

  return (
    <article className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5" aria-labelledby={`vaga-${job.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn('inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold', stateTone[job.status])}>{jobStateLabels[job.status]}</span>
        <span className="text-xs font-medium text-gray-600">{jobTypeLabel(job.job_type)}</span>
      </div>
      <h3 id={`vaga-${job.id}`} className="mt-2 text-lg font-semibold text-gray-900">
        <Link to={`/vagas/${job.id}`} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {job.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {formatLocation(job)} · {jobDates(job.starts_on, job.ends_on)} · {formatPayLabel(job.pay_cents, job.pay_unit)}
      </p>
      <p className="mt-1 text-sm text-gray-600">
        {job.applicants_total === 0
          ? 'Nenhuma candidatura ainda.'
          : `${job.applicant_counts.pending} em análise · ${job.applicant_counts.shortlisted} pré-selecionadas · ${job.applicant_counts.hired} contratadas`}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={applicantsLink(job.id)}
          className="inline-flex h-10 items-center rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Ver candidatos ({job.applicants_total})
        </Link>
        {editable.includes(job.status) && (
          <Button variant="outline" size="sm" className="h-10" onClick={onEdit}>
            Editar
          </Button>
        )}
        {job.allowed_actions.map((name) => (
          <Button
            key={name}
            variant={name === 'cancel' ? 'ghost' : 'outline'}
            size="sm"
            className={cn('h-10', name === 'cancel' && 'text-red-700 hover:bg-red-50')}
            isLoading={action.isPending && action.variables?.action === name}
            disabled={action.isPending}
            onClick={() => (name === 'cancel' ? setConfirmCancel(true) : run(name))}
          >
            {jobActionLabels[name]}
          </Button>
        ))}
      </div>
      <Dialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancelar esta vaga?"
        description="A vaga sai de /vagas e não recebe mais candidaturas. Esta ação não pode ser desfeita."
      >
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
            Voltar
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" isLoading={action.isPending} onClick={() => run('cancel')}>
            Cancelar vaga
          </Button>
        </div>
      </Dialog>
    </article>
  );
}

function ApplicantsView({ jobId, query, renderApplicants }: { jobId: string; query: ReturnType<typeof useMyJobs>; renderApplicants: ApplicantsSlot }) {
  const back = (
    <Link to="/dashboard?tab=my-jobs" className="text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
      ← Voltar para Minhas Vagas
    </Link>
  );
  if (query.isPending) return <PageSpinner />;
  const job = query.data?.items.find((item) => item.id === jobId);
  if (!job) {
    return (
      <section aria-labelledby="candidatos-titulo">
        {back}
        <h2 id="candidatos-titulo" className="mt-3 text-2xl font-bold tracking-tight text-gray-900">
          Vaga não encontrada
        </h2>
        <p className="mt-2 text-gray-600">{query.isError ? query.error.message : 'Esta vaga não existe ou não é sua.'}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="candidatos-titulo">
      {back}
      <h2 id="candidatos-titulo" className="mt-3 text-2xl font-bold tracking-tight text-gray-900">
        Candidatos: {job.title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {jobStateLabels[job.status]} · {formatLocation(job)} · {jobDates(job.starts_on, job.ends_on)} · {formatPayLabel(job.pay_cents, job.pay_unit)}
      </p>
      <div className="mt-5">{renderApplicants(job)}</div>
    </section>
  );
}
