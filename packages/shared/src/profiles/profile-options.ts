/**
 * The option lists of docs/product.md "Spec 3", with the Portuguese labels the UI shows. Values are what
 * the database stores; labels may change, values never.
 */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

function options<const V extends string>(entries: ReadonlyArray<readonly [V, string]>): ReadonlyArray<Option<V>> {
  return entries.map(([value, label]) => ({ value, label }));
}

export const genderOptions = options([
  ['feminino', 'Feminino'],
  ['masculino', 'Masculino'],
] as const);

export const modelTypeOptions = options([
  ['loira', 'Loira'],
  ['morena', 'Morena'],
  ['ruiva', 'Ruiva'],
  ['negra', 'Negra'],
  ['asiatica', 'Asiática'],
  ['indigena', 'Indígena'],
  ['albina', 'Albina'],
  ['outro', 'Outro'],
] as const);

export const modelPhysicalTypeOptions = options([
  ['magra', 'Magra'],
  ['normal', 'Normal'],
  ['fitness', 'Fitness'],
  ['plus_size', 'Plus Size'],
] as const);

export const modelCharacteristicOptions = options([
  ['siliconada', 'Siliconada'],
  ['natural', 'Natural'],
  ['alta', 'Alta'],
  ['baixinha', 'Baixinha'],
  ['curvilinea', 'Curvilínea'],
  ['panicat', 'Panicat'],
  ['sensual', 'Sensual'],
  ['tatuada', 'Tatuada'],
  ['piercing', 'Piercing'],
] as const);

export const workInterestOptions = options([
  ['catalogo', 'Catálogo'],
  ['hostess', 'Hostess'],
  ['passarela', 'Passarela'],
  ['figuracao', 'Figuração'],
  ['feiras', 'Feiras'],
  ['fotografia', 'Fotografia'],
  ['promocoes', 'Promoções'],
  ['tv', 'TV'],
  ['outro', 'Outro'],
] as const);

export const profileCategoryOptions = options([
  ['fashion_editorial', 'Moda / Editorial'],
  ['commercial_advertising', 'Comercial / Publicidade'],
  ['runway_catwalk', 'Passarela / Desfile'],
  ['promotional_event', 'Eventos Promocionais'],
  ['fitness_sport', 'Fitness / Esporte'],
  ['plus_size_curvy', 'Plus Size / Curvy'],
  ['alternative_unique', 'Alternativo / Único'],
  ['parts_model', 'Modelo de Partes'],
  ['influencer_content_creator', 'Influência digital / Criação de conteúdo'],
  ['artistic_conceptual', 'Artístico / Conceitual'],
  ['children_teen', 'Infantil / Teen'],
  ['mature_classic', 'Maduro / Clássico'],
  ['other', 'Outro'],
] as const);

export const hairColorOptions = options([
  ['preto', 'Preto'],
  ['castanho_escuro', 'Castanho escuro'],
  ['castanho_medio', 'Castanho médio'],
  ['castanho_claro', 'Castanho claro'],
  ['loiro_escuro', 'Loiro escuro'],
  ['loiro_medio', 'Loiro médio'],
  ['loiro_claro', 'Loiro claro'],
  ['loiro_platinado', 'Loiro platinado'],
  ['ruivo_natural', 'Ruivo natural'],
  ['ruivo_tingido', 'Ruivo tingido'],
  ['grisalho', 'Grisalho'],
  ['branco', 'Branco'],
  ['colorido_fantasia', 'Colorido / Fantasia'],
  ['outro', 'Outro'],
] as const);

export const eyeColorOptions = options([
  ['castanho_escuro', 'Castanho escuro'],
  ['castanho_medio', 'Castanho médio'],
  ['castanho_claro', 'Castanho claro'],
  ['verde', 'Verde'],
  ['azul', 'Azul'],
  ['cinza', 'Cinza'],
  ['mel', 'Mel'],
  ['preto', 'Preto'],
  ['heterocromia', 'Heterocromia'],
  ['outro', 'Outro'],
] as const);

export const shoeSizeOptions: ReadonlyArray<Option> = [
  ...Array.from({ length: 13 }, (_, i) => ({ value: String(33 + i), label: String(33 + i) })),
  { value: 'outro', label: 'Outro' },
];

export const jobTypeOptions = options([
  ['catalogo', 'Catálogo'],
  ['feira', 'Feira'],
  ['hostess', 'Hostess'],
  ['cobertura_fotografica', 'Cobertura Fotográfica'],
  ['evento_promocional', 'Evento Promocional'],
  ['passarela', 'Passarela'],
  ['publicidade_tv', 'Publicidade TV'],
  ['publicidade_impressa', 'Publicidade Impressa'],
  ['outro', 'Outro'],
] as const);

export const brazilianStates = options([
  ['AC', 'Acre'],
  ['AL', 'Alagoas'],
  ['AP', 'Amapá'],
  ['AM', 'Amazonas'],
  ['BA', 'Bahia'],
  ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'],
  ['ES', 'Espírito Santo'],
  ['GO', 'Goiás'],
  ['MA', 'Maranhão'],
  ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'],
  ['MG', 'Minas Gerais'],
  ['PA', 'Pará'],
  ['PB', 'Paraíba'],
  ['PR', 'Paraná'],
  ['PE', 'Pernambuco'],
  ['PI', 'Piauí'],
  ['RJ', 'Rio de Janeiro'],
  ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'],
  ['RO', 'Rondônia'],
  ['RR', 'Roraima'],
  ['SC', 'Santa Catarina'],
  ['SP', 'São Paulo'],
  ['SE', 'Sergipe'],
  ['TO', 'Tocantins'],
] as const);

export const valuesOf = <V extends string>(list: ReadonlyArray<Option<V>>) => list.map((o) => o.value) as [V, ...V[]];

export function labelOf(list: ReadonlyArray<Option>, value: string | null | undefined): string {
  return list.find((o) => o.value === value)?.label ?? value ?? '';
}
