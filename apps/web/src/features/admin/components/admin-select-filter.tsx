import { useId } from 'react';
import { adminInputClassName, adminLabelClassName } from './admin-field-classes.ts';

/** A list's one-of filter ('Situação', 'Ação') over its values and their labels; the empty choice (`allLabel`) means every value. */
export function AdminSelectFilter<Value extends string>({
  label,
  allLabel,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  value: Value | '';
  onChange: (value: Value | '') => void;
}) {
  const id = useId();
  return (
    <div className="mt-4 max-w-sm">
      <label htmlFor={id} className={adminLabelClassName}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value | '')} className={adminInputClassName}>
        <option value="">{allLabel}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
