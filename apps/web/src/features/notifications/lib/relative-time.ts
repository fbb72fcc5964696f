import { lazyFormat } from '../../../lib/lazy-format.ts';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const formatter = lazyFormat(() => new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }));

/** 'agora', 'há 5 minutos', 'ontem', 'há 3 semanas' (pt-BR). */
export function relativeTimePtBr(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'agora';
  for (const [unit, size] of units) {
    if (abs >= size) return formatter().format(Math.round(seconds / size), unit);
  }
  return formatter().format(Math.round(seconds / 60), 'minute');
}
