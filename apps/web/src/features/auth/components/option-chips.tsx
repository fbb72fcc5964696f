import type { Option } from '@passarela/shared';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

type OptionChipsProps = {
  id: string;
  legend: string;
  hint?: string;
  /** Why the answer was refused, shown under the legend and read with every option. */
  error?: string;
  name: string;
  options: ReadonlyArray<Option>;
  columns?: 2 | 3;
} & ({ multiple?: false; value: string; onChange: (value: string) => void } | { multiple: true; value: string[]; onChange: (value: string[]) => void });

/**
 * A group of native radios or checkboxes (keyboard and screen readers work as usual) drawn as
 * tappable chips, for the wizard's option lists.
 */
export function OptionChips(props: OptionChipsProps) {
  const { id, legend, hint, error, name, options, columns = 2 } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const isChecked = (value: string) => (props.multiple ? props.value.includes(value) : props.value === value);
  const toggle = (value: string) => {
    if (!props.multiple) {
      props.onChange(value);
      return;
    }
    props.onChange(props.value.includes(value) ? props.value.filter((v) => v !== value) : [...props.value, value]);
  };

  return (
    <fieldset id={id} aria-describedby={cn(hintId, errorId) || undefined}>
      <legend className="mb-1.5 text-sm font-medium text-gray-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-3 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mb-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className={cn('grid gap-2', columns === 3 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'group flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-gray-200 px-3 py-2 text-sm font-medium text-gray-800 transition-colors',
              'hover:border-brand-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
            )}
          >
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={() => toggle(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex size-5 shrink-0 items-center justify-center border-2 border-gray-300 text-white group-has-[:checked]:border-brand-600 group-has-[:checked]:bg-brand-600',
                props.multiple ? 'rounded-md' : 'rounded-full',
              )}
            >
              <Check className="size-3 opacity-0 group-has-[:checked]:opacity-100" strokeWidth={3} />
            </span>
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
