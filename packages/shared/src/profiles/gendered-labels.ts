import { labelOf, type Option } from './profile-options.ts';

/**
 * The masculine form of the option labels docs/product.md "Spec 3" writes for women. The spec's lists are the
 * filters' and the forms' labels (they describe what is searched, whoever it is); on a man's card
 * or profile 'Ruiva' or 'Magra' would read wrong, so there the label follows his gender. Values
 * never change, only the words shown. 'Panicat' names a kind of work and stays as it is.
 */
const masculineLabels: Readonly<Record<string, string>> = {
  loira: 'Loiro',
  morena: 'Moreno',
  ruiva: 'Ruivo',
  negra: 'Negro',
  asiatica: 'Asiático',
  albina: 'Albino',
  magra: 'Magro',
  siliconada: 'Siliconado',
  alta: 'Alto',
  baixinha: 'Baixinho',
  curvilinea: 'Curvilíneo',
  tatuada: 'Tatuado',
};

/** The label of `value` in `list` as it reads for a person of `gender` ('masculino' or 'feminino'). */
export function labelForGender(list: ReadonlyArray<Option>, value: string | null | undefined, gender: string | null | undefined): string {
  const masculine = gender === 'masculino' && value ? masculineLabels[value] : undefined;
  return masculine && list.some((option) => option.value === value) ? masculine : labelOf(list, value);
}
