import { formatCurrencyInput } from '@passarela/shared';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

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
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-gray-500">
            R$
          </span>
          <Input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0,00"
            value={value}
            onChange={(event) => onChange(formatCurrencyInput(event.target.value))}
            className="pl-11 tabular-nums"
          />
        </div>
      )}
    </Field>
  );
}
