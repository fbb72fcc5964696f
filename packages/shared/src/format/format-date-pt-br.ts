/**
 * An instant as Brazil reads it, in São Paulo time (the site's zone): '15/03/2027' and
 * '15/03/2027 14:05'. One formatter for the API's notifications, reports and spreadsheets; the web
 * app's screens use apps/web/src/lib/format-date.ts. It is made at its first use: the first Intl
 * formatter loads the locale's data (docs/architecture.md "Speed on a phone"), and the web app
 * loads this package while a page starts.
 */
let saoPauloParts: Intl.DateTimeFormat | undefined;

function partsOf(date: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  saoPauloParts ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(saoPauloParts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** 'dd/mm/aaaa' in São Paulo time. */
export function formatDatePtBr(date: Date): string {
  const part = partsOf(date);
  return `${part.day}/${part.month}/${part.year}`;
}

/** 'dd/mm/aaaa hh:mm' in São Paulo time (24 hours). */
export function formatDateTimePtBr(date: Date): string {
  const part = partsOf(date);
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
