import { contractStateLabels, formatCentavos, type OverviewPeriod, overviewPeriodLabels, overviewPeriods, type UserType } from '@passarela/shared';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAdminOverview } from '../api/admin-api.ts';
import { userTypePluralLabels } from '../lib/user-type-labels.ts';
import { errorMessage } from './admin-field-classes.ts';
import { BarChart } from './bar-chart.tsx';

/** "Visão Geral": the marketplace in numbers, and four charts over days, weeks or months. */
export function AdminOverviewSection() {
  const [period, setPeriod] = useState<OverviewPeriod>('day');
  const overview = useAdminOverview(period);
  return (
    <section aria-labelledby="admin-overview-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-overview-title" className="text-xl font-semibold text-gray-900">
          Visão Geral
        </h2>
        <fieldset className="flex gap-1 rounded-full bg-gray-100 p-1">
          <legend className="sr-only">Período dos gráficos</legend>
          {overviewPeriods.map((value) => (
            <label
              key={value}
              className={cn(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                period === value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600',
              )}
            >
              <input type="radio" name="periodo" value={value} checked={period === value} onChange={() => setPeriod(value)} className="sr-only" />
              {overviewPeriodLabels[value]}
            </label>
          ))}
        </fieldset>
      </div>
      {overview.isPending ? (
        <Spinner className="mt-4 size-6" />
      ) : overview.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {errorMessage(overview.error)}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(Object.keys(userTypePluralLabels) as UserType[]).map((type) => (
              <Stat key={type} label={userTypePluralLabels[type]} value={overview.data.users_by_type[type] ?? 0} />
            ))}
            <Stat label="Vagas abertas" value={overview.data.open_jobs} />
            <Stat label="Candidaturas" value={overview.data.applications_total} />
            <Stat label="Contratos concluídos" value={overview.data.contracts_by_status.completed ?? 0} />
            <Stat label="Valor contratado" value={formatCentavos(overview.data.contracted_cents)} />
          </dl>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <BarChart title="Cadastros" points={overview.data.series.sign_ups} monthly={period === 'month'} />
            <BarChart title="Vagas publicadas" points={overview.data.series.jobs_published} monthly={period === 'month'} />
            <BarChart title="Candidaturas" points={overview.data.series.applications} monthly={period === 'month'} />
            <BarChart title="Contratos" points={overview.data.series.contracts} monthly={period === 'month'} />
          </div>
          <h3 className="mt-6 text-base font-semibold text-gray-900">Contratos por situação</h3>
          <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-5">
            {Object.entries(contractStateLabels).map(([status, label]) => (
              <Stat key={status} label={label} value={overview.data.contracts_by_status[status] ?? 0} />
            ))}
          </dl>
          {overview.data.suspended_users > 0 && <p className="mt-4 text-sm text-gray-600">{overview.data.suspended_users} conta(s) suspensa(s).</p>}
        </>
      )}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900">{typeof value === 'number' ? value.toLocaleString('pt-BR') : value}</dd>
    </div>
  );
}
