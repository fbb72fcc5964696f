import { type AdminJob, type AdminReview, formatLocation, jobStateLabels } from '@passarela/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminJobs, useAdminReviews, useModerateJob, useSetReviewVisibility } from '../api/admin-api.ts';
import { decisionCallbacks } from '../lib/decision-toasts.ts';
import { adminInputClassName } from './admin-field-classes.ts';
import { AdminPagedList } from './admin-query-state.tsx';
import { AdminSection } from './admin-section.tsx';
import { ReasonPrompt } from './reason-prompt.tsx';

type JobMove = { job: AdminJob; action: 'close' | 'cancel' | 'reopen' };
const jobMoveLabels = { close: 'Encerrar', cancel: 'Remover', reopen: 'Reabrir' } as const;
const jobMoveDone = { close: 'Vaga encerrada', cancel: 'Vaga removida', reopen: 'Vaga reaberta' } as const;

/** "Moderação": jobs to close or remove, reviews to hide or restore; every action asks for a reason. */
export function AdminModerationSection() {
  return (
    <AdminSection name="moderation" title="Moderação" className="space-y-8">
      <JobsModeration />
      <ReviewsModeration />
    </AdminSection>
  );
}

function JobsModeration() {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const jobs = useAdminJobs(search ? { q: search } : {});
  const moderate = useModerateJob();
  const [move, setMove] = useState<JobMove | null>(null);
  return (
    <div>
      <h3 className="text-base font-semibold text-gray-900">Vagas</h3>
      <form
        className="mt-2 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(q.trim() || undefined);
        }}
      >
        <input
          aria-label="Buscar vagas por texto"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          className={adminInputClassName}
          placeholder="Título, cidade ou descrição"
        />
        <Button type="submit" variant="outline">
          Buscar
        </Button>
      </form>
      <AdminPagedList query={jobs} spacing="mt-3" emptyText="Nenhuma vaga encontrada.">
        {(items) => (
          <ul aria-label="Vagas para moderar" className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
            {items.map((job) => (
              <JobRow key={job.id} job={job} onMove={(action) => setMove({ job, action })} />
            ))}
          </ul>
        )}
      </AdminPagedList>
      {move && (
        <ReasonPrompt
          title={`${jobMoveLabels[move.action]} a vaga "${move.job.title}"`}
          confirmLabel={jobMoveLabels[move.action]}
          isPending={moderate.isPending}
          onClose={() => setMove(null)}
          onConfirm={(reason) =>
            moderate.mutate(
              { jobId: move.job.id, action: move.action, reason },
              decisionCallbacks(jobMoveDone[move.action], () => setMove(null)),
            )
          }
        />
      )}
    </div>
  );
}

/** A job with the moves its state allows. */
function JobRow({ job, onMove }: { job: AdminJob; onMove: (action: JobMove['action']) => void }) {
  return (
    <li aria-label={job.title} className="flex flex-wrap items-center gap-3 p-3 sm:p-4">
      <div className="min-w-0 flex-1">
        <a href={`/vagas/${job.id}`} target="_blank" rel="noreferrer" className="font-medium text-gray-900 hover:underline">
          {job.title}
        </a>
        <p className="text-sm text-gray-600">
          {formatLocation(job)} · {job.owner.name} · {jobStateLabels[job.status]}
        </p>
      </div>
      <div className="flex gap-2">
        {job.status === 'open' && (
          <Button size="sm" variant="outline" onClick={() => onMove('close')}>
            Encerrar
          </Button>
        )}
        {job.status === 'closed' && (
          <Button size="sm" variant="outline" onClick={() => onMove('reopen')}>
            Reabrir
          </Button>
        )}
        {(job.status === 'draft' || job.status === 'open' || job.status === 'closed') && (
          <Button size="sm" onClick={() => onMove('cancel')}>
            Remover
          </Button>
        )}
      </div>
    </li>
  );
}

function ReviewsModeration() {
  const [filter, setFilter] = useState<'true' | 'false' | undefined>(undefined);
  const reviews = useAdminReviews(filter);
  const setVisibility = useSetReviewVisibility();
  const [target, setTarget] = useState<AdminReview | null>(null);
  return (
    <div>
      <h3 className="text-base font-semibold text-gray-900">Avaliações</h3>
      <label className="mt-2 block max-w-xs">
        <span className="sr-only">Quais avaliações</span>
        <select
          value={filter ?? ''}
          onChange={(event) => setFilter((event.target.value || undefined) as 'true' | 'false' | undefined)}
          className={adminInputClassName}
        >
          <option value="">Todas</option>
          <option value="false">Visíveis</option>
          <option value="true">Ocultas</option>
        </select>
      </label>
      <AdminPagedList query={reviews} spacing="mt-3" emptyText="Nenhuma avaliação aqui.">
        {(items) => (
          <ul aria-label="Avaliações para moderar" className="mt-3 space-y-3">
            {items.map((review) => (
              <ReviewRow key={review.id} review={review} onToggle={() => setTarget(review)} />
            ))}
          </ul>
        )}
      </AdminPagedList>
      {target && (
        <ReasonPrompt
          title={target.hidden_at ? 'Restaurar avaliação' : 'Ocultar avaliação'}
          confirmLabel={target.hidden_at ? 'Restaurar' : 'Ocultar'}
          isPending={setVisibility.isPending}
          onClose={() => setTarget(null)}
          onConfirm={(reason) =>
            setVisibility.mutate(
              { reviewId: target.id, hidden: !target.hidden_at, reason },
              decisionCallbacks(target.hidden_at ? 'Avaliação restaurada' : 'Avaliação ocultada', () => setTarget(null)),
            )
          }
        />
      )}
    </div>
  );
}

/** A review: who wrote it about whom, for which contract, and the button that hides or restores it. */
function ReviewRow({ review, onToggle }: { review: AdminReview; onToggle: () => void }) {
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4 text-sm">
      <p className="font-medium text-gray-900">
        {review.reviewer.name} → {review.reviewee.name} · {review.rating} de 5
      </p>
      <p className="text-gray-600">{review.contract_title}</p>
      <p className="mt-2 whitespace-pre-line text-gray-900">{review.comment || '(sem comentário)'}</p>
      {review.hidden_at && <p className="mt-2 font-medium text-red-700">Oculta</p>}
      <Button size="sm" variant={review.hidden_at ? 'outline' : 'primary'} className="mt-3" onClick={onToggle}>
        {review.hidden_at ? 'Restaurar' : 'Ocultar'}
      </Button>
    </li>
  );
}
