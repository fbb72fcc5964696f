import {
  brazilianStates,
  genderOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  profileCategoryOptions,
  workInterestOptions,
} from '@passarela/shared';
import { ChipsFilter, SelectFilter, TextFilter } from '../../../components/list-page/filter-fields.tsx';
import { heightOptions } from '../lib/height-options.ts';
import type { ModelFilters as Filters } from '../lib/list-filters.ts';

type Values<T extends ReadonlyArray<{ value: string }>> = T[number]['value'];

/** Every /modelos filter but the free text (that one is the search box above the list). */
export function ModelFilters({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  return (
    <>
      <SelectFilter
        label="Estado"
        anyLabel="Todos os estados"
        value={filters.state}
        options={brazilianStates.map((state) => ({ value: state.value, label: `${state.label} (${state.value})` }))}
        onChange={(state) => onChange({ state: state as Filters['state'] })}
      />
      <TextFilter label="Cidade" placeholder="Ex.: São Paulo" value={filters.city} onCommit={(city) => onChange({ city })} />
      <SelectFilter
        label="Gênero"
        anyLabel="Todos"
        value={filters.gender}
        options={genderOptions}
        onChange={(gender) => onChange({ gender: gender as Values<typeof genderOptions> | undefined })}
      />
      <SelectFilter
        label="Aparência"
        anyLabel="Todas"
        value={filters.model_type}
        options={modelTypeOptions}
        onChange={(modelType) => onChange({ model_type: modelType as Values<typeof modelTypeOptions> | undefined })}
      />
      <SelectFilter
        label="Perfil físico"
        anyLabel="Todos"
        value={filters.model_physical_type}
        options={modelPhysicalTypeOptions}
        onChange={(physical) => onChange({ model_physical_type: physical as Values<typeof modelPhysicalTypeOptions> | undefined })}
      />
      <SelectFilter
        label="Categoria"
        anyLabel="Todas"
        value={filters.category}
        options={profileCategoryOptions}
        onChange={(category) => onChange({ category: category as Values<typeof profileCategoryOptions> | undefined })}
      />
      <div className="grid grid-cols-2 gap-2">
        <SelectFilter
          label="Altura mínima"
          anyLabel="Qualquer"
          value={filters.height_min?.toString()}
          options={heightOptions(filters.height_min)}
          onChange={(value) => onChange({ height_min: value ? Number(value) : undefined })}
        />
        <SelectFilter
          label="Altura máxima"
          anyLabel="Qualquer"
          value={filters.height_max?.toString()}
          options={heightOptions(filters.height_max)}
          onChange={(value) => onChange({ height_max: value ? Number(value) : undefined })}
        />
      </div>
      <ChipsFilter
        legend="Características"
        options={modelCharacteristicOptions}
        selected={filters.characteristics}
        onChange={(values) => onChange({ characteristics: values as Filters['characteristics'] })}
      />
      <ChipsFilter
        legend="Interesses de trabalho"
        options={workInterestOptions}
        selected={filters.work_interests}
        onChange={(values) => onChange({ work_interests: values as Filters['work_interests'] })}
      />
    </>
  );
}
