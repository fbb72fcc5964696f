import { brazilianStates } from '@passarela/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useDebouncedText } from '../../lib/use-debounced-text.ts';

/** The filters' controls: a little smaller than a form's, so a sidebar of them stays short. */
export const filterControlClassName =
  'block h-11 w-full rounded-xl border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 ' +
  'transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm';

const selectClassName = `${filterControlClassName} appearance-none bg-[url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' fill='none' stroke='%236b7280' stroke-width='2'%3E%3Cpath d='m5 8 5 5 5-5'/%3E%3C/svg%3E")] bg-[position:right_0.4rem_center] bg-no-repeat pr-8`;

export const filterLabelClassName = 'mb-1 block text-sm font-medium text-gray-900';

export interface FilterOption {
  value: string;
  label: string;
}

/** A one-of filter; the first entry ('Todos', 'Qualquer') means no filter. */
export function SelectFilter({
  label,
  value,
  options,
  anyLabel,
  onChange,
  className,
}: {
  label: string;
  value: string | undefined;
  options: ReadonlyArray<FilterOption>;
  anyLabel: string;
  onChange: (value: string | undefined) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClassName}>
        {label}
      </label>
      <select id={id} className={selectClassName} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const stateOptions: FilterOption[] = brazilianStates.map((state) => ({ value: state.value, label: `${state.label} (${state.value})` }));

/** 'Estado', every state as 'São Paulo (SP)'; 'Todos os estados' means no filter. */
export function StateFilter({ value, onChange }: { value: string | undefined; onChange: (state: string | undefined) => void }) {
  return <SelectFilter label="Estado" anyLabel="Todos os estados" value={value} options={stateOptions} onChange={onChange} />;
}

/** A free-text filter that reaches the URL after a short pause in typing. */
export function TextFilter({
  label,
  value,
  onCommit,
  placeholder,
  search = false,
  hideLabel = false,
  className,
}: {
  label: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  placeholder?: string;
  /** A search box: magnifier icon and the search keyboard on phones. */
  search?: boolean;
  hideLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useDebouncedText(value, onCommit);
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : filterLabelClassName}>
        {label}
      </label>
      <div className="relative">
        {search && <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden="true" />}
        <input
          id={id}
          type={search ? 'search' : 'text'}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          className={cn(filterControlClassName, search && 'pl-9')}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          // Enter commits at once (no need to wait for the pause).
          onKeyDown={(event) => {
            if (event.key === 'Enter') onCommit(draft.trim() || undefined);
          }}
        />
      </div>
    </div>
  );
}

/** A multi-select as toggle chips (checkboxes), e.g. characteristics. */
export function ChipsFilter({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<FilterOption>;
  selected: readonly string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className={filterLabelClassName}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center rounded-full border px-3 text-sm font-medium transition-colors select-none',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-1',
                checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 bg-white text-gray-700 hover:border-brand-300',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => onChange(checked ? selected.filter((value) => value !== option.value) : [...selected, option.value])}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
