import { formatCurrencyInput } from '@passarela/shared';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { accountInputClassName } from '../../account/components/account-field.tsx';

/**
 * An amount in reais typed as digits (spec "Currency input": '1050' shows '10,50'), with the R$
 * prefix outside the text so screen readers and tests read the number alone.
 */
export function CurrencyField({
  label,
  value,
  onChange,
  error,
  hint,
  className,
}: {
  label: string;
  value: string;
  onChange: (shown: string) => void;
  error?: string;
  hint?: string;
  className?: string;
}) {
  const id = useId();
  const describedBy = cn(hint && `${id}-dica`, error && `${id}-erro`) || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-gray-500">
          R$
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0,00"
          value={value}
          onChange={(event) => onChange(formatCurrencyInput(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(accountInputClassName, 'pl-11 tabular-nums')}
        />
      </div>
      {hint && (
        <p id={`${id}-dica`} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
