import type { Option } from './profile-options.ts';

/**
 * What a photographer shoots ("Especialidades"). The spec names the field but not its values (docs/product.md "Profiles and media");
 * these follow the job types and profile categories so a contractor finds the right person.
 */
export const photographerSpecialtyOptions: ReadonlyArray<Option<PhotographerSpecialty>> = [
  { value: 'moda_editorial', label: 'Moda / Editorial' },
  { value: 'publicidade', label: 'Publicidade' },
  { value: 'catalogo_produto', label: 'Catálogo / Produto' },
  { value: 'retrato_book', label: 'Retrato / Book' },
  { value: 'eventos', label: 'Eventos' },
  { value: 'passarela_desfile', label: 'Passarela / Desfile' },
  { value: 'beleza', label: 'Beleza' },
  { value: 'fitness_esporte', label: 'Fitness / Esporte' },
  { value: 'lifestyle', label: 'Lifestyle' },
  { value: 'artistico_conceitual', label: 'Artístico / Conceitual' },
  { value: 'video', label: 'Vídeo' },
  { value: 'outro', label: 'Outro' },
];

export const photographerSpecialtyValues = [
  'moda_editorial',
  'publicidade',
  'catalogo_produto',
  'retrato_book',
  'eventos',
  'passarela_desfile',
  'beleza',
  'fitness_esporte',
  'lifestyle',
  'artistico_conceitual',
  'video',
  'outro',
] as const;
export type PhotographerSpecialty = (typeof photographerSpecialtyValues)[number];
