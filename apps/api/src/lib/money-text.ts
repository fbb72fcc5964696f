import { formatCentavos } from '@passarela/shared';

/**
 * Centavos as notifications and ledger descriptions write them: formatCentavos ('R$ 1.234,56') with
 * normal spaces, since Intl puts a no-break space after 'R$' and these texts also go out as email.
 */
export function formatCentavosInText(centavos: number): string {
  return formatCentavos(centavos).replace(/\u00a0/g, ' ');
}
