import { brazilianStates } from '@passarela/shared';
import { labelClassName } from '../../../../components/ui/field.tsx';
import { inputClassName } from '../../../../components/ui/input.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { cn } from '../../../../lib/cn.ts';
import type { StepProps } from './step-props.ts';

/** Step 3, 'Localização': city and the 27 states by UF code. */
export function LocationStep({ form, update, fieldId, errors }: StepProps) {
  const stateErrorId = errors.state ? `${fieldId('state')}-erro` : undefined;
  return (
    <div className="grid gap-4">
      <TextField
        id={fieldId('city')}
        error={errors.city}
        label="Cidade"
        autoComplete="address-level2"
        placeholder="Ex.: São Paulo"
        maxLength={80}
        value={form.city}
        onChange={(e) => update({ city: e.target.value })}
      />
      <div>
        <label htmlFor={fieldId('state')} className={labelClassName}>
          Estado
        </label>
        {/* The native arrow: one icon less in the vendor chunk every page loads. */}
        <select
          id={fieldId('state')}
          autoComplete="address-level1"
          value={form.state}
          onChange={(e) => update({ state: e.target.value })}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={stateErrorId}
          className={cn(inputClassName, 'pr-3', !form.state && 'text-gray-400')}
        >
          <option value="">Selecione o estado</option>
          {brazilianStates.map((state) => (
            <option key={state.value} value={state.value} className="text-gray-900">
              {state.value} - {state.label}
            </option>
          ))}
        </select>
        {errors.state && (
          <p id={stateErrorId} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.state}
          </p>
        )}
      </div>
    </div>
  );
}
