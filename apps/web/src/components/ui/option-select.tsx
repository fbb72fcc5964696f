import type { Option } from '@passarela/shared';
import type { FieldControlProps } from './field.tsx';
import { inputClassName } from './input.tsx';

export const selectClassName = `${inputClassName} appearance-none bg-[url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' fill='none' stroke='%236b7280' stroke-width='2'%3E%3Cpath d='m5 8 5 5 5-5'/%3E%3C/svg%3E")] bg-[position:right_0.75rem_center] bg-no-repeat pr-10`;

/** A native select over one of the shared option lists, with an empty "not informed" choice. */
export function OptionSelect({
  control,
  options,
  value,
  onChange,
  placeholder = 'Selecione',
}: {
  control: FieldControlProps;
  options: ReadonlyArray<Option>;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <select {...control} className={selectClassName} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
