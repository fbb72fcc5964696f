import {
  contractStateLabels,
  formatCentavos,
  formatNumberPtBr,
  type OverviewPeriod,
  overviewPeriodLabels,
  overviewPeriods,
  type UserType,
} from '@passarela/shared';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useAdminOverview } from '../api/admin-api.ts';
import { userTypePluralLabels } from '../lib/user-type-labels.ts';
import { AdminQueryState } from './admin-query-state.tsx';
import { AdminSection } from './admin-section.tsx';
import { BarChart } from './bar-chart.tsx';

/** "Visão Geral": the marketplace in numbers, and four charts over days, weeks or months. */
export function AdminOverviewSection() {
  const [period, setPeriod] = useState<OverviewPeriod>('day');
  const overview = useAdminOverview(period);
  return (
    <AdminSection name="overview" title="Visão Geral" beside={<PeriodChoice period={period} onChange={setPeriod} />}>
      <AdminQueryState query={overview}>
        {(numbers) => (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {(Object.keys(userTypePluralLabels) as UserType[]).map((type) => (
                <Stat key={type} label={userTypePluralLabels[type]} value={numbers.users_by_type[type] ?? 0} />
              ))}
              <Stat label="Vagas abertas" value={numbers.open_jobs} />
              <Stat label="Candidaturas" value={numbers.applications_total} />
              <Stat label="Contratos concluídos" value={numbers.contracts_by_status.completed ?? 0} />
              <Stat label="Valor contratado" value={formatCentavos(numbers.contracted_cents)} />
            </dl>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              <BarChart title="Cadastros" points={numbers.series.sign_ups} monthly={period === 'month'} />
              <BarChart title="Vagas publicadas" points={numbers.series.jobs_published} monthly={period === 'month'} />
              <BarChart title="Candidaturas" points={numbers.series.applications} monthly={period === 'month'} />
              <BarChart title="Contratos" points={numbers.series.contracts} monthly={period === 'month'} />
            </div>
            <h3 className="mt-6 text-base font-semibold text-gray-900">Contratos por situação</h3>
            <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-5">
              {Object.entries(contractStateLabels).map(([status, label]) => (
                <Stat key={status} label={label} value={numbers.contracts_by_status[status] ?? 0} />
              ))}
            </dl>
            <h3 className="mt-6 text-base font-semibold text-gray-900">Ensaios</h3>
            <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Stat label="Ensaios pagos" value={numbers.shoots.bookings_paid} />
              <Stat label="Volume em ensaios" value={formatCentavos(numbers.shoots.volume_cents)} />
              <Stat label="Receita da plataforma" value={formatCentavos(numbers.shoots.revenue_cents)} />
              <Stat label="Ensaios concluídos" value={numbers.shoots.by_status.completed ?? 0} />
            </dl>
            {numbers.suspended_users > 0 && (
              <p className="mt-4 text-sm text-gray-600">
                {numbers.suspended_users} {numbers.suspended_users === 1 ? 'conta suspensa' : 'contas suspensas'}.
              </p>
            )}
          </>
        )}
      </AdminQueryState>
    </AdminSection>
  );
}

/** Days, weeks or months: the charts' buckets, as a segmented control. */
function PeriodChoice({ period, onChange }: { period: OverviewPeriod; onChange: (period: OverviewPeriod) => void }) {
  return (
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
          <input type="radio" name="periodo" value={value} checked={period === value} onChange={() => onChange(value)} className="sr-only" />
          {overviewPeriodLabels[value]}
        </label>
      ))}
    </fieldset>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900">{typeof value === 'number' ? formatNumberPtBr(value) : value}</dd>
    </div>
  );
}
