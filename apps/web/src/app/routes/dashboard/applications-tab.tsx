import { formatCentavos, formatLocation, type MyApplication } from '@passarela/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { TabHeading } from '../../../components/ui/tab-heading.tsx';
import { useMyApplications, useWithdrawApplication } from '../../../features/applications/api/applications.ts';
import { StartConversationButton } from '../../../features/conversations/components/start-conversation-button.tsx';
import type { DashboardTab } from '../../../features/dashboard/lib/dashboard-tabs.ts';
import { formatDateBr } from '../../../lib/format-date.ts';
import type { SessionUser } from '../../../lib/session/use-session.ts';

const payUnitSuffix: Record<MyApplication['job']['pay_unit'], string> = { hour: '/hora', day: '/dia', job: ' por trabalho' };

/** "Minhas Candidaturas": the model's applications, newest first, with their state, the conversation with the job's owner, and withdraw. */
export function ApplicationsTab(_props: { user: SessionUser; tab: DashboardTab }) {
  const applications = useMyApplications();
  const withdraw = useWithdrawApplication();

  return (
    <section aria-labelledby="candidaturas-titulo" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TabHeading id="candidaturas-titulo" title="Minhas Candidaturas" subtitle="Acompanhe as vagas em que você se candidatou." />
        {applications.data?.quota.limit != null && (
          <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 tabular-nums">
            {applications.data.quota.used} de {applications.data.quota.limit} este mês
          </p>
        )}
      </div>
      {applications.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-6" />
        </div>
      ) : applications.isError ? (
        <div role="alert" className="grid gap-3">
          <p className="text-sm text-red-700">{applications.error.message}</p>
          <Button variant="outline" onClick={() => void applications.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : applications.data.items.length === 0 ? (
        <EmptyState>
          Você ainda não se candidatou a nenhuma vaga.{' '}
          <Link to="/vagas" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Ver vagas abertas
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {applications.data.items.map((application) => (
            <li
              key={application.id}
              className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
              data-testid="application-card"
              aria-label={`Candidatura: ${application.job.title}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  to={`/vagas/${encodeURIComponent(application.job.id)}`}
                  className="min-w-0 text-lg font-semibold break-words text-gray-900 hover:underline focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  {application.job.title}
                </Link>
                <StatusBadge status={application.status} label={application.status_label} />
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {formatLocation(application.job)}
                </span>
                <span className="inline-flex items-center gap-1">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  {formatDateBr(application.job.starts_on)}
                </span>
                <span className="font-semibold text-gray-900">
                  {formatCentavos(application.job.pay_cents)}
                  {payUnitSuffix[application.job.pay_unit]}
                </span>
              </p>
              <p className="text-xs text-gray-500">Enviada em {formatDateBr(application.created_at)}</p>
              {application.status === 'hired' && (
                <Link to="/dashboard?tab=proposals" className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'justify-self-start' })}>
                  Ver proposta
                </Link>
              )}
              <div className="flex flex-wrap gap-2">
                <StartConversationButton
                  subject={{ kind: 'application', id: application.id }}
                  dialogTitle={`Mensagem sobre “${application.job.title}”`}
                  size="sm"
                />
                {application.allowed_actions.includes('withdraw') && (
                  <Button
                    variant="outline"
                    size="sm"
                    isLoading={withdraw.isPending && withdraw.variables === application.id}
                    onClick={() => withdraw.mutate(application.id)}
                  >
                    Retirar candidatura
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
