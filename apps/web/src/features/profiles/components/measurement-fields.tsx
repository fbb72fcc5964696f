import { shoeSizeOptions } from '@passarela/shared';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { centimetreFields } from '../lib/own-profile-form.ts';
import type { ProfileFieldsProps } from './profile-fields-props.ts';

const labels: Record<(typeof centimetreFields)[number], { label: string; placeholder: string }> = {
  height_cm: { label: 'Altura (cm)', placeholder: 'Ex.: 172' },
  bust_cm: { label: 'Busto (cm)', placeholder: 'Ex.: 86' },
  waist_cm: { label: 'Cintura (cm)', placeholder: 'Ex.: 62' },
  hips_cm: { label: 'Quadril (cm)', placeholder: 'Ex.: 90' },
};

/**
 * "Medidas": whole centimetres as digits only (inputmode numeric gives the phone's number pad):
 * '1,75' becomes 175. A number input would instead report '1,75' as empty and lose it silently;
 * out-of-range values stay visible and get the shared schema's message.
 */
export function MeasurementFields({ values, errors, set }: ProfileFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
      {centimetreFields.map((field) => (
        <Field key={field} label={labels[field].label} error={errors[field]}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              placeholder={labels[field].placeholder}
              value={values[field]}
              onChange={(e) => set(field, e.target.value.replace(/[^\d]/g, ''))}
            />
          )}
        </Field>
      ))}
      <Field label="Calçado" error={errors.shoe_size}>
        {(control) => <OptionSelect control={control} options={shoeSizeOptions} value={values.shoe_size} onChange={(value) => set('shoe_size', value)} />}
      </Field>
    </div>
  );
}
