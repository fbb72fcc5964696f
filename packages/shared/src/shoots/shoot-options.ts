/**
 * Shoots ("Ensaios", docs/product.md "Shoots"): the fixed lists a photographer's package and a
 * booking choose from, with their Portuguese labels. Values are what the API stores and answers.
 */

export interface ShootOption<V extends string = string> {
  value: V;
  label: string;
}

export const shootCategories = ['book', 'moda', 'retrato', 'produto', 'evento', 'gestante', 'corporativo'] as const;
export type ShootCategory = (typeof shootCategories)[number];
export const shootCategoryLabels: Record<ShootCategory, string> = {
  book: 'Book fotográfico',
  moda: 'Moda',
  retrato: 'Retrato',
  produto: 'Produto',
  evento: 'Evento',
  gestante: 'Gestante',
  corporativo: 'Corporativo',
};

/** 'studio': the package happens at the address given; 'a_combinar': the place is agreed later. */
export const shootLocationKinds = ['studio', 'a_combinar'] as const;
export type ShootLocationKind = (typeof shootLocationKinds)[number];
export const shootLocationKindLabels: Record<ShootLocationKind, string> = {
  studio: 'No estúdio',
  a_combinar: 'Local a combinar',
};

export const shootPackageStatuses = ['active', 'paused'] as const;
export type ShootPackageStatus = (typeof shootPackageStatuses)[number];
export const shootPackageStatusLabels: Record<ShootPackageStatus, string> = { active: 'Ativo', paused: 'Pausado' };

/**
 * Image-use terms, chosen at booking and kept on it (both receipts show them): who may use the
 * photos, where, and for how long.
 */
export const imageUseWho = ['photographer', 'buyer', 'both'] as const;
export type ImageUseWho = (typeof imageUseWho)[number];
export const imageUseWhoLabels: Record<ImageUseWho, string> = {
  photographer: 'Só o fotógrafo',
  buyer: 'Só quem contratou (modelo ou contratante)',
  both: 'Ambos',
};

export const imageUseWhere = ['portfolio', 'social', 'commercial'] as const;
export type ImageUseWhere = (typeof imageUseWhere)[number];
export const imageUseWhereLabels: Record<ImageUseWhere, string> = {
  portfolio: 'Portfólio',
  social: 'Redes sociais',
  commercial: 'Uso comercial (anúncios, campanhas)',
};

export const imageUseDurations = ['6m', '1y', '2y', 'indefinite'] as const;
export type ImageUseDuration = (typeof imageUseDurations)[number];
export const imageUseDurationLabels: Record<ImageUseDuration, string> = {
  '6m': '6 meses',
  '1y': '1 ano',
  '2y': '2 anos',
  indefinite: 'Por tempo indeterminado',
};

export interface ImageUseTerms {
  who: ImageUseWho;
  where: ImageUseWhere[];
  duration: ImageUseDuration;
}

/** One line for receipts and emails: "Ambos · Portfólio, Redes sociais · 1 ano". */
export function imageUseSummary(terms: ImageUseTerms): string {
  const where = imageUseWhere.filter((value) => terms.where.includes(value)).map((value) => imageUseWhereLabels[value]);
  return `${imageUseWhoLabels[terms.who]} · ${where.join(', ')} · ${imageUseDurationLabels[terms.duration]}`;
}

/** Options lists for selects and checkboxes, in display order. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Record<V, string>): ShootOption<V>[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Weekday numbers as JavaScript's getUTCDay: 0 = domingo. */
export const weekdayLabels = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'] as const;
