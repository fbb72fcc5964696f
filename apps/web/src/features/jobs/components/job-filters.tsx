import { identityVerificationTexts, jobTypeOptions } from '@passarela/shared';
import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { SelectFilter, StateFilter, TextFilter, filterControlClassName, filterLabelClassName } from '../../../components/list-page/filter-fields.tsx';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import { centavosToReais, type JobFilters, reaisToCentavos } from '../lib/job-filters.ts';

/** Pay in reais as people type it; the URL and the API get centavos. */
function MoneyFilter({ label, value, onCommit }: { label: string; value: number | undefined; onCommit: (centavos: number | undefined) => void }) {
  const id = useId();
  const [draft, setDraft] = useDebouncedText(centavosToReais(value), (text) => onCommit(reaisToCentavos(text)));
  return (
    <div>
      <label htmlFor={id} className={filterLabelClassName}>
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-gray-500" aria-hidden="true">
          R$
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          className={`${filterControlClassName} pl-9`}
          placeholder="0"
          value={draft}
          onChange={(event) => setDraft(event.target.value.replace(/[^\d.,]/g, ''))}
        />
      </div>
    </div>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={filterLabelClassName}>
        {label}
      </label>
      <input id={id} type="date" className={filterControlClassName} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)} />
    </div>
  );
}

/** 'Só contratantes com identidade verificada': `verified=true` in the URL and the API query. */
function VerifiedOnlyFilter({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-start gap-2.5 rounded-xl border border-gray-300 bg-white p-3 text-sm font-medium text-gray-900 has-[:checked]:border-sky-300 has-[:checked]:bg-sky-50">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-0.5 size-5 shrink-0 accent-brand-600" />
      <span className="flex items-start gap-1.5">
        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-sky-600" aria-hidden="true" />
        {identityVerificationTexts.verifiedOnlyFilter}
      </span>
    </label>
  );
}

/** The /vagas filters but the free text (the search box above the list). */
export function JobFiltersPanel({ filters, onChange }: { filters: JobFilters; onChange: (change: Partial<JobFilters>) => void }) {
  return (
    <>
      <StateFilter value={filters.state} onChange={(state) => onChange({ state: state as JobFilters['state'] })} />
      <TextFilter label="Cidade" placeholder="Ex.: Belo Horizonte" value={filters.city} onCommit={(city) => onChange({ city })} />
      <SelectFilter
        label="Tipo de trabalho"
        anyLabel="Todos os tipos"
        value={filters.job_type}
        options={jobTypeOptions}
        onChange={(jobType) => onChange({ job_type: jobType as JobFilters['job_type'] })}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Cachê</legend>
        <MoneyFilter label="Cachê mínimo" value={filters.pay_min} onCommit={(pay_min) => onChange({ pay_min })} />
        <MoneyFilter label="Cachê máximo" value={filters.pay_max} onCommit={(pay_max) => onChange({ pay_max })} />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Data de início</legend>
        <DateFilter label="Começa a partir de" value={filters.date_from} onChange={(date_from) => onChange({ date_from })} />
        <DateFilter label="Começa até" value={filters.date_to} onChange={(date_to) => onChange({ date_to })} />
      </fieldset>
      <VerifiedOnlyFilter checked={filters.verified === 'true'} onChange={(verified) => onChange({ verified: verified ? 'true' : undefined })} />
    </>
  );
}
