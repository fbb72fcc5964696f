import { formatHeightCm } from '@passarela/shared';

/** Heights offered in the filter: 1,50 m to 2,00 m every 5 cm (people search in round numbers). */
const STEPS = Array.from({ length: 11 }, (_, i) => 150 + i * 5);

/** The options, plus the current value when a shared URL carries another one (163 stays 163). */
export function heightOptions(current: number | undefined): { value: string; label: string }[] {
  const values = current !== undefined && !STEPS.includes(current) ? [...STEPS, current].sort((a, b) => a - b) : STEPS;
  return values.map((cm) => ({ value: String(cm), label: formatHeightCm(cm) }));
}
