const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Centavos (integer) -> 'R$ 1.234,56'. */
export function formatCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}

/** Reais (number, as the session's wallet_balance) -> 'R$ 1.234,56' with 2 decimals. */
export function formatReais(reais: number): string {
  return brl.format(reais);
}
