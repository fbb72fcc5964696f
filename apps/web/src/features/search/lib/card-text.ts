import type { ContractorListType } from '@passarela/shared';

export const contractorTypeLabels: Record<ContractorListType, string> = {
  contractor: 'Contratante',
  photographer: 'Fotógrafo(a)',
};

const heightFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 172 → '1,72 m', as Brazilian comp cards write heights; null when not informed. */
export function formatHeight(heightCm: number | null): string | null {
  return heightCm ? `${heightFormat.format(heightCm / 100)} m` : null;
}
