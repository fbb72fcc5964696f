import { describe, expect, it } from 'vitest';
import { labelForGender } from './gendered-labels.ts';
import { genderOptions, modelCharacteristicOptions, modelPhysicalTypeOptions, modelTypeOptions, workInterestOptions } from './profile-options.ts';

describe('labelForGender', () => {
  it("keeps the spec's labels for women and when the gender is not known", () => {
    for (const option of modelTypeOptions) {
      expect(labelForGender(modelTypeOptions, option.value, 'feminino')).toBe(option.label);
      expect(labelForGender(modelTypeOptions, option.value, null)).toBe(option.label);
    }
  });

  it('says it in the masculine for men', () => {
    expect(modelTypeOptions.map((option) => labelForGender(modelTypeOptions, option.value, 'masculino'))).toEqual([
      'Loiro',
      'Moreno',
      'Ruivo',
      'Negro',
      'Asiático',
      'Indígena',
      'Albino',
      'Outro',
    ]);
    expect(modelPhysicalTypeOptions.map((option) => labelForGender(modelPhysicalTypeOptions, option.value, 'masculino'))).toEqual([
      'Magro',
      'Normal',
      'Fitness',
      'Plus Size',
    ]);
    expect(labelForGender(modelCharacteristicOptions, 'baixinha', 'masculino')).toBe('Baixinho');
    expect(labelForGender(modelCharacteristicOptions, 'panicat', 'masculino')).toBe('Panicat');
  });

  it('only changes values of the list it is given', () => {
    expect(labelForGender(workInterestOptions, 'outro', 'masculino')).toBe('Outro');
    expect(labelForGender(genderOptions, 'alta', 'masculino')).toBe('alta');
  });
});
