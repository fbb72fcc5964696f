import { optionsOf, shootCategories, shootCategoryLabels, todayInBrazil } from '@passarela/shared';
import { useId } from 'react';
import { SelectFilter, StateFilter, TextFilter, filterControlClassName, filterLabelClassName } from '../../../components/list-page/filter-fields.tsx';
import { priceOptionsWith } from '../lib/price-filter.ts';
import type { ShootFilters } from '../lib/shoot-filters.ts';

const categoryOptions = optionsOf(shootCategories, shootCategoryLabels);

function PriceFilter({ label, anyLabel, value, onChange }: { label: string; anyLabel: string; value: number | undefined; onChange: (cents: number | undefined) => void }) {
  return (
    <SelectFilter
      label={label}
      anyLabel={anyLabel}
      value={value === undefined ? undefined : String(value)}
      options={priceOptionsWith(value)}
      onChange={(text) => onChange(text === undefined ? undefined : Number(text))}
    />
  );
}

/** The /ensaios filters but the free text (the search box above the list). */
export function ShootFiltersPanel({ filters, onChange }: { filters: ShootFilters; onChange: (change: Partial<ShootFilters>) => void }) {
  const dateId = useId();
  return (
    <>
      <StateFilter value={filters.uf} onChange={(uf) => onChange({ uf: uf as ShootFilters['uf'] })} />
      <TextFilter label="Cidade" placeholder="Ex.: São Paulo" value={filters.city} onCommit={(city) => onChange({ city })} />
      <SelectFilter
        label="Tipo de ensaio"
        anyLabel="Todos os tipos"
        value={filters.category}
        options={categoryOptions}
        onChange={(category) => onChange({ category: category as ShootFilters['category'] })}
      />
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Preço</legend>
        <PriceFilter label="Preço mínimo" anyLabel="Qualquer" value={filters.price_min} onChange={(price_min) => onChange({ price_min })} />
        <PriceFilter label="Preço máximo" anyLabel="Qualquer" value={filters.price_max} onChange={(price_max) => onChange({ price_max })} />
      </fieldset>
      <div>
        <label htmlFor={dateId} className={filterLabelClassName}>
          Data disponível
        </label>
        <input
          id={dateId}
          type="date"
          min={todayInBrazil()}
          className={filterControlClassName}
          value={filters.date ?? ''}
          onChange={(event) => onChange({ date: event.target.value || undefined })}
        />
      </div>
    </>
  );
}
