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

/** Step 6 (models), 'Aparência Modelo': gender (default feminino) and appearance type. */
export function AppearanceStep({ form, update, fieldId, errors }: StepProps) {
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
      <OptionChips
        id={fieldId('model_type')}
        error={errors.model_type}
        legend="Tipo (Aparência)"
        name="model_type"
        options={modelTypeOptions}
        value={form.model_type}
        onChange={(value) => update({ model_type: value })}
      />
    </div>
  );
}

/** Step 7 (models), 'Perfil Físico'. */
export function PhysicalStep({ form, update, fieldId, errors }: StepProps) {
  return (
    <OptionChips
      id={fieldId('model_physical_type')}
      error={errors.model_physical_type}
      legend="Perfil físico"
      name="model_physical_type"
      options={modelPhysicalTypeOptions}
      value={form.model_physical_type}
      onChange={(value) => update({ model_physical_type: value })}
    />
  );
}

/** Step 8 (models), 'Características': optional. */
export function CharacteristicsStep({ form, update, fieldId, errors }: StepProps) {
  return (
    <OptionChips
      id={fieldId('model_characteristics')}
      error={errors.model_characteristics}
      legend="Características (opcional)"
      hint={characteristicsInfo}
      name="model_characteristics"
      multiple
      columns={3}
      options={modelCharacteristicOptions}
      value={form.model_characteristics}
      onChange={(value) => update({ model_characteristics: value })}
    />
  );
}

/** Step 9 (models), 'Interesses de Trabalho': at least one. */
export function InterestsStep({ form, update, fieldId, errors }: StepProps) {
  return (
    <OptionChips
      id={fieldId('work_interests')}
      error={errors.work_interests}
      legend="Quais trabalhos te interessam?"
      hint="Selecione ao menos um."
      name="work_interests"
      multiple
      columns={3}
      options={workInterestOptions}
      value={form.work_interests}
      onChange={(value) => update({ work_interests: value })}
    />
  );
}
