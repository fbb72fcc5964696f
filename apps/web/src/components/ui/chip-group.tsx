import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

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
