/**
 * What someone types as an amount in reais ('800', '800,50', '1.234,56', 'R$ 90') -> centavos, or
 * null when it is not a positive amount.
 */
export function parseReaisInput(value: string): number | null {
  const cleaned = value.replace(/R\$/i, '').replace(/\s/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.replace(/\./g, '').split(',');
  const centavos = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(centavos) && centavos > 0 ? centavos : null;
}

/** Centavos -> the input's text ('1234,56'), no currency sign, for prefilling. */
export function centavosToInput(centavos: number): string {
  const whole = Math.floor(centavos / 100);
  const fraction = centavos % 100;
  return fraction === 0 ? String(whole) : `${whole},${String(fraction).padStart(2, '0')}`;
}
