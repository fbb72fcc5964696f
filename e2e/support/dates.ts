/** Dates as the forms and the API take them (YYYY-MM-DD). */

/** The date `days` from now in São Paulo, the site's time zone. */
export function inDays(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));
}

/** A birth date `years` ago and a month, so no birthday falls during the test. */
export function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - 1);
  return date.toISOString().slice(0, 10);
}
