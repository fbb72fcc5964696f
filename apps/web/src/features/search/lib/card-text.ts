import { type ContractorListType, formatHeightCm } from '@passarela/shared';

export const contractorTypeLabels: Record<ContractorListType, string> = {
  contractor: 'Contratante',
  photographer: 'Profissional de fotografia',
};

/** 172 → '1,72 m', as Brazilian comp cards write heights; null when not informed. */
export function formatHeight(heightCm: number | null): string | null {
  return heightCm ? formatHeightCm(heightCm) : null;
}
