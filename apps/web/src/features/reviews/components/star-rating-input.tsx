import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

const labels = ['1 estrela', '2 estrelas', '3 estrelas', '4 estrelas', '5 estrelas'];

/**
 * 1 to 5 stars as a native radio group: arrow keys move between stars, each has its label
 * ('1 estrela' … '5 estrelas'), focus is visible on the star.
 */
export function StarRatingInput({
  value,
  onChange,
  legend = 'Nota',
  invalid,
}: {
  value: number | null;
  onChange: (value: number) => void;
  legend?: string;
  invalid?: boolean;
}) {
  const name = useId();
  return (
    <fieldset aria-invalid={invalid || undefined}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 flex items-center gap-1">
        {labels.map((label, index) => {
          const n = index + 1;
          const on = value !== null && n <= value;
          return (
            <label key={n} className="group relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full">
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={label}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              />
              <Star
                aria-hidden="true"
                className={cn('size-8 transition-colors', on ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-gray-300 group-hover:text-amber-300')}
              />
            </label>
          );
        })}
        <span className="ml-2 text-sm text-gray-600" aria-hidden="true">
          {value ? labels[value - 1] : ''}
        </span>
      </div>
    </fieldset>
  );
}
