const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** '05/03/2025, 14:30' in Brasília time, whatever the browser's zone. */
export function formatDateTimeBr(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '05/03/2025' in Brasília time (e.g. the end of PRO). */
export function formatDayBr(iso: string): string {
  return dateOnly.format(new Date(iso));
}
