import { contractorListTypes } from '@passarela/shared';
import { SelectFilter, StateFilter, TextFilter } from '../../../components/list-page/filter-fields.tsx';
import { contractorTypeLabels } from '../lib/card-text.ts';
import type { ContractorFilters as Filters } from '../lib/list-filters.ts';

const typeOptions = contractorListTypes.map((type) => ({ value: type, label: contractorTypeLabels[type] }));

/** The /contratantes filters but the free text (the search box above the list). */
export function ContractorFilters({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  return (
    <>
      <SelectFilter label="Tipo" anyLabel="Todos" value={filters.type} options={typeOptions} onChange={(type) => onChange({ type: type as Filters['type'] })} />
      <StateFilter value={filters.state} onChange={(state) => onChange({ state: state as Filters['state'] })} />
      <TextFilter label="Cidade" placeholder="Ex.: Rio de Janeiro" value={filters.city} onCommit={(city) => onChange({ city })} />
    </>
  );
}
