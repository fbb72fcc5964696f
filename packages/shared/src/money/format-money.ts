import { formatBrl } from '../format/format-number-pt-br.ts';

/** Centavos (integer) -> 'R$ 1.234,56'. */
export function formatCentavos(centavos: number): string {
  return formatBrl(centavos / 100);
}

/** Reais (number, as the session's wallet_balance) -> 'R$ 1.234,56' with 2 decimals. */
export function formatReais(reais: number): string {
  return formatBrl(reais);
}
