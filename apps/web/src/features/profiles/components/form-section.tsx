import type { Option } from '@passarela/shared';
import { type ReactNode, useId } from 'react';
import type { OwnProfileFormErrors, OwnProfileFormValues } from '../lib/own-profile-form.ts';
import { type FieldControlProps, inputClassName } from './form-field.tsx';

export const selectClassName = `${inputClassName} appearance-none bg-[url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' fill='none' stroke='%236b7280' stroke-width='2'%3E%3Cpath d='m5 8 5 5 5-5'/%3E%3C/svg%3E")] bg-[position:right_0.75rem_center] bg-no-repeat pr-10`;

/** What every group of "Meu Perfil" fields gets from the form: the values, their errors, a setter. */
export interface ProfileFieldsProps {
  values: OwnProfileFormValues;
  errors: OwnProfileFormErrors;
  set: <K extends keyof OwnProfileFormValues>(field: K, value: OwnProfileFormValues[K]) => void;
}

/** A titled card of fields; the heading names the region for screen readers. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

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
