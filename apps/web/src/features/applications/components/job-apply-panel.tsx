import {
  APPLICATION_MESSAGE_MAX,
  type JobMatchProfile,
  type JobMatchTarget,
  type JobRequirementMismatch,
  type JobState,
  matchJobRequirements,
} from '@passarela/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useApply, useMyApplication, useWithdrawApplication } from '../api/applications.ts';
import { RequirementsWarningDialog } from './requirements-warning-dialog.tsx';

const panelClass = 'grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6';

/** What the model's side of the panel needs: the job, and how to read her own profile. */
interface ModelApplyProps {
  jobId: string;
  jobStatus: JobState;
  jobTitle: string;
  /** Where the job is and whom it asks for, checked against her profile before she applies. */
  requirements: JobMatchTarget;
  /** Her own profile (the screen passes the profiles feature's cached query). */
  loadOwnProfile: () => Promise<JobMatchProfile>;
}

/**
 * The job page's application box. A model applies with an optional message (warned first when
 * her profile does not meet the job's requirements), then sees her application's state (and may
 * withdraw while it is pending); a guest gets the login modal; the owner sees nothing here (the
 * applicants are in Minhas Vagas); other roles get a short note.
 */
export function JobApplyPanel({ isOwner, ...props }: ModelApplyProps & { isOwner: boolean }) {
  const { jobStatus } = props;
  const session = useSession();
  const isModel = session.status === 'authenticated' && session.user.user_type === 'model';
  if (isOwner) return null;
  if (session.status === 'loading') return null;
  if (session.status === 'guest') {
    if (jobStatus !== 'open') return null;
    return (
      <section className={panelClass} aria-label="Candidatura">
        <p className="text-sm text-gray-700">Entre como modelo para se candidatar a esta vaga.</p>
        <Button size="lg" onClick={() => openAuthModal('login')}>
          Candidatar-se
        </Button>
      </section>
    );
  }
  if (!isModel) {
    return <p className="rounded-2xl bg-gray-50 px-4 py-3 text-sm text-gray-600">Apenas modelos podem se candidatar a vagas.</p>;
  }
  return <ModelApplyPanel {...props} />;
}

function ModelApplyPanel({ jobId, jobStatus, jobTitle, requirements, loadOwnProfile }: ModelApplyProps) {
  const mine = useMyApplication(jobId, true);
  const apply = useApply(jobId);
  const withdraw = useWithdrawApplication();
  const [message, setMessage] = useState('');
  const [checking, setChecking] = useState(false);
  const [mismatches, setMismatches] = useState<JobRequirementMismatch[] | null>(null);
  const messageId = useId();

  if (mine.isPending) {
    return (
      <section className={panelClass} aria-label="Candidatura">
        <Spinner className="size-5" />
      </section>
    );
  }
  if (mine.isError) {
    return (
      <section className={panelClass} aria-label="Candidatura">
        <p role="alert" className="text-sm text-red-700">
          {mine.error.message}
        </p>
        <Button variant="outline" onClick={() => void mine.refetch()}>
          Tentar novamente
        </Button>
      </section>
    );
  }

  const { application, quota } = mine.data;
  if (application) {
    return (
      <section className={panelClass} aria-labelledby={`${messageId}-titulo`} data-testid="job-apply-panel">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${messageId}-titulo`} className="text-lg font-semibold text-gray-900">
            Sua candidatura
          </h2>
          <StatusBadge status={application.status} label={application.status_label} />
        </div>
        {application.message && <p className="text-sm whitespace-pre-line text-gray-700">“{application.message}”</p>}
        {application.status === 'hired' && (
          <p className="text-sm text-gray-700">
            Você recebeu uma proposta para esta vaga. Responda em{' '}
            <Link to="/dashboard?tab=proposals" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Contratações Recebidas
            </Link>
            .
          </p>
        )}
        {application.allowed_actions.includes('withdraw') && (
          <Button variant="outline" isLoading={withdraw.isPending} onClick={() => withdraw.mutate(application.id)}>
            Retirar candidatura
          </Button>
        )}
      </section>
    );
  }

  if (jobStatus !== 'open') {
    return <p className="rounded-2xl bg-gray-50 px-4 py-3 text-sm text-gray-600">Esta vaga não está recebendo candidaturas.</p>;
  }

  const reached = quota.limit !== null && quota.used >= quota.limit;
  // A minor whose guardian has not confirmed yet (README "Minors reach contractors through a guardian").
  const guardianError = isApiError(apply.error) && apply.error.code === 'GUARDIAN_CONSENT_REQUIRED' ? apply.error : null;

  function send() {
    setMismatches(null);
    const trimmed = message.trim();
    apply.mutate(trimmed ? { message: trimmed } : {}, { onSuccess: () => setMessage('') });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking || apply.isPending) return;
    setChecking(true);
    // A profile that cannot be read now does not stop her: the warning is a help, not a rule.
    const found = await loadOwnProfile().then(
      (profile) => matchJobRequirements(requirements, profile),
      () => [],
    );
    setChecking(false);
    if (found.length > 0) setMismatches(found);
    else send();
  }

  return (
    <section className={panelClass} aria-labelledby={`${messageId}-titulo`} data-testid="job-apply-panel">
      <h2 id={`${messageId}-titulo`} className="text-lg font-semibold text-gray-900">
        Candidatar-se a “{jobTitle}”
      </h2>
      {guardianError ? (
        <div
          role="alert"
          data-testid="apply-guardian-pending"
          className="grid gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p>{guardianError.message}</p>
          <Link to="/dashboard?tab=profile" className="font-medium text-brand-700 underline underline-offset-4">
            Ir para Meu Perfil
          </Link>
        </div>
      ) : reached ? (
        <output className="block rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Você atingiu o limite de {quota.limit} candidaturas deste mês no plano grátis. Assine o PRO para se candidatar sem limite.
        </output>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="grid gap-3" noValidate>
          <div>
            <label htmlFor={messageId} className="mb-1.5 block text-sm font-medium text-gray-900">
              Mensagem para o contratante (opcional)
            </label>
            <textarea
              id={messageId}
              rows={3}
              maxLength={APPLICATION_MESSAGE_MAX}
              className={`${inputClassName} h-auto py-3`}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder="Conte por que você é a pessoa certa para este trabalho."
            />
            <p className="mt-1 text-right text-xs text-gray-500 tabular-nums">
              {message.length}/{APPLICATION_MESSAGE_MAX}
            </p>
          </div>
          <Button type="submit" size="lg" isLoading={apply.isPending || checking}>
            Candidatar-se
          </Button>
          {quota.limit !== null && (
            <p className="text-xs text-gray-500">
              Plano grátis: {quota.used} de {quota.limit} candidaturas usadas este mês.
            </p>
          )}
        </form>
      )}
      <RequirementsWarningDialog mismatches={mismatches} onCancel={() => setMismatches(null)} onApplyAnyway={send} />
    </section>
  );
}
