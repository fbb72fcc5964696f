import {
  characteristicsInfo,
  genderOptions,
  modelCharacteristicOptions,
  modelPhysicalTypeOptions,
  modelTypeOptions,
  workInterestOptions,
} from '@passarela/shared';
import { OptionChips } from '../option-chips.tsx';
import type { StepProps } from './step-props.ts';

/** A single-choice field's chips tied to the form: its id, error, name, value and setter. */
function oneOf({ form, update, fieldId, errors }: StepProps, name: 'model_type' | 'model_physical_type') {
  return { id: fieldId(name), error: errors[name], name, value: form[name], onChange: (value: string) => update({ [name]: value }) };
}

/** The same for a field where several answers are chosen. */
function someOf({ form, update, fieldId, errors }: StepProps, name: 'model_characteristics' | 'work_interests') {
  return { id: fieldId(name), error: errors[name], name, multiple: true as const, value: form[name], onChange: (value: string[]) => update({ [name]: value }) };
}

/** Step 6 (models), 'Aparência Modelo': gender (default feminino) and appearance type. */
export function AppearanceStep(step: StepProps) {
  const { form, update, fieldId, errors } = step;
  return (
    <div className="grid gap-6">
      <OptionChips
        id={fieldId('gender')}
        error={errors.gender}
        legend="Gênero"
        name="gender"
        options={genderOptions}
        value={form.gender}
        onChange={(value) => update({ gender: value as typeof form.gender })}
      />
      <OptionChips {...oneOf(step, 'model_type')} legend="Tipo (Aparência)" options={modelTypeOptions} />
    </div>
  );
}

/** Step 7 (models), 'Perfil Físico'. */
export function PhysicalStep(step: StepProps) {
  return <OptionChips {...oneOf(step, 'model_physical_type')} legend="Perfil físico" options={modelPhysicalTypeOptions} />;
}

/** Step 8 (models), 'Características': optional. */
export function CharacteristicsStep(step: StepProps) {
  return (
    <OptionChips
      {...someOf(step, 'model_characteristics')}
      legend="Características (opcional)"
      hint={characteristicsInfo}
      columns={3}
      options={modelCharacteristicOptions}
    />
  );
}

/** Step 9 (models), 'Interesses de Trabalho': at least one. */
export function InterestsStep(step: StepProps) {
  return (
    <OptionChips
      {...someOf(step, 'work_interests')}
      legend="Quais trabalhos te interessam?"
      hint="Selecione ao menos um."
      columns={3}
      options={workInterestOptions}
    />
  );
}
