import { type WalletMovementKind, walletMovementKindLabels, walletMovementKinds } from '@passarela/shared';
import { useId } from 'react';
import { inputClassName } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TransactionFilters } from '../lib/transaction-filters.ts';

const labelClassName = 'mb-1.5 block text-sm font-medium text-gray-900';

/** Tipo, Entrada/Saída and the date range of Transações; each change goes straight to the URL. */
export function TransactionFiltersForm({ filters, onChange }: { filters: TransactionFilters; onChange: (next: TransactionFilters) => void }) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">Filtrar transações</legend>
      <div>
        <label htmlFor={`${id}-tipo`} className={labelClassName}>
          Tipo
        </label>
        <select
          id={`${id}-tipo`}
          value={filters.kind ?? ''}
          onChange={(event) => onChange({ ...filters, kind: (event.target.value || undefined) as WalletMovementKind | undefined })}
          className={cn(inputClassName, 'appearance-auto')}
        >
          <option value="">Todos</option>
          {walletMovementKinds.map((kind) => (
            <option key={kind} value={kind}>
              {walletMovementKindLabels[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sentido`} className={labelClassName}>
          Entrada ou saída
        </label>
        <select
          id={`${id}-sentido`}
          value={filters.direction ?? ''}
          onChange={(event) => onChange({ ...filters, direction: (event.target.value || undefined) as 'in' | 'out' | undefined })}
          className={cn(inputClassName, 'appearance-auto')}
        >
          <option value="">Todas</option>
          <option value="in">Entradas</option>
          <option value="out">Saídas</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-de`} className={labelClassName}>
          De
        </label>
        <input
          id={`${id}-de`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
          className={inputClassName}
        />
      </div>
      <div>
        <label htmlFor={`${id}-ate`} className={labelClassName}>
          Até
        </label>
        <input
          id={`${id}-ate`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
          className={inputClassName}
        />
      </div>
    </fieldset>
  );
}
