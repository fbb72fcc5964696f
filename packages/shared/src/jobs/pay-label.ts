import { formatCentavos } from '../format/format-number-pt-br.ts';

/**
 * How a job pays. Apart from the job schemas (jobs-api.ts, zod) so a card that only shows the pay
 * does not load zod with it (issue 25: a guest's home page JS).
 */
export const payUnits = ['hour', 'day', 'job'] as const;
export type PayUnit = (typeof payUnits)[number];
export const payUnitLabels: Record<PayUnit, string> = { hour: 'por hora', day: 'por dia', job: 'por trabalho' };

/** 'R$ 250,00 por dia'. */
export function formatPayLabel(payCents: number, payUnit: PayUnit): string {
  return `${formatCentavos(payCents)} ${payUnitLabels[payUnit]}`;
}
