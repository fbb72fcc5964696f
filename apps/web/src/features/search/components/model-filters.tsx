import {
  genderOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  profileCategoryOptions,
  workInterestOptions,
} from '@passarela/shared';
import { ChipsFilter, SelectFilter, StateFilter, TextFilter } from '../../../components/list-page/filter-fields.tsx';
import { heightOptions } from '../lib/height-options.ts';
import type { ModelFilters as Filters } from '../lib/list-filters.ts';

/** The one-of filters over the shared option lists, in the order shown. */
const optionFilters = [
  { key: 'gender', label: 'Gênero', anyLabel: 'Todos', options: genderOptions },
  { key: 'model_type', label: 'Aparência', anyLabel: 'Todas', options: modelTypeOptions },
  { key: 'model_physical_type', label: 'Perfil físico', anyLabel: 'Todos', options: modelPhysicalTypeOptions },
  { key: 'category', label: 'Categoria', anyLabel: 'Todas', options: profileCategoryOptions },
] as const;

/** The multi-selects, as chips. */
const chipFilters = [
  { key: 'characteristics', legend: 'Características', options: modelCharacteristicOptions },
  { key: 'work_interests', legend: 'Interesses de trabalho', options: workInterestOptions },
] as const;

/** Every /modelos filter but the free text (that one is the search box above the list). */
export function ModelFilters({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  // The controls only offer their list's values, so what they report is the filter's type.
  const change = (key: keyof Filters, value: string | string[] | undefined) => onChange({ [key]: value });
  return (
    <>
      <StateFilter value={filters.state} onChange={(state) => change('state', state)} />
      <TextFilter label="Cidade" placeholder="Ex.: São Paulo" value={filters.city} onCommit={(city) => onChange({ city })} />
      {optionFilters.map(({ key, ...filter }) => (
        <SelectFilter key={key} {...filter} value={filters[key]} onChange={(value) => change(key, value)} />
      ))}
      <div className="grid grid-cols-2 gap-2">
        <HeightFilter label="Altura mínima" value={filters.height_min} onChange={(height_min) => onChange({ height_min })} />
        <HeightFilter label="Altura máxima" value={filters.height_max} onChange={(height_max) => onChange({ height_max })} />
      </div>
      {chipFilters.map(({ key, ...filter }) => (
        <ChipsFilter key={key} {...filter} selected={filters[key]} onChange={(values) => change(key, values)} />
      ))}
    </>
  );
}

/** A height bound in centimetres, from the offered steps (or a shared URL's own value). */
function HeightFilter({ label, value, onChange }: { label: string; value: number | undefined; onChange: (cm: number | undefined) => void }) {
  return (
    <SelectFilter
      label={label}
      anyLabel="Qualquer"
      value={value?.toString()}
      options={heightOptions(value)}
      onChange={(cm) => onChange(cm ? Number(cm) : undefined)}
    />
  );
}
