import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn.ts';

export const inputClassName =
  'block h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-400 ' +
  'transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/** Label, control, hint and error, wired for screen readers (the error is announced with the control). */
export function FormField({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': cn(hintId, errorId) || undefined })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of toggle chips (checkboxes) for multi-selects like characteristics and interests. */
export function ChipGroup({
  legend,
  options,
  selected,
  onToggle,
  error,
  hint,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: string[];
  onToggle: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-erro` : undefined}>
      <legend className="mb-2 block text-sm font-medium text-gray-900">{legend}</legend>
      {hint && <p className="-mt-1 mb-2 text-sm text-gray-600">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'inline-flex min-h-10 cursor-pointer items-center rounded-full border px-4 py-2 text-sm leading-tight font-medium transition-colors select-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-gray-300 bg-white text-gray-700 hover:border-brand-300',
              )}
            >
              <input type="checkbox" className="sr-only" checked={checked} onChange={() => onToggle(option.value)} />
              {option.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-erro`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
