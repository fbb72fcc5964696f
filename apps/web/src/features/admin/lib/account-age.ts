const dayMs = 24 * 60 * 60 * 1000;

/** Whole calendar months from `from` to `to` (UTC), as a person counts them. */
function wholeMonths(from: Date, to: Date): number {
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  return to.getUTCDate() < from.getUTCDate() ? months - 1 : months;
}

/**
 * How long an account has existed, as the verification queue shows it ('Conta criada hoje', 'há 3
 * dias', 'há 2 meses', 'há 1 ano'): a new account asking for the badge deserves a closer look.
 */
export function accountAgeText(createdAt: string, now: Date = new Date()): string {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return '';
  const days = Math.max(0, Math.floor((now.getTime() - created.getTime()) / dayMs));
  const months = wholeMonths(created, now);
  if (days === 0) return 'Conta criada hoje';
  if (months < 1) return `Conta criada há ${days} ${days === 1 ? 'dia' : 'dias'}`;
  if (months < 12) return `Conta criada há ${months} ${months === 1 ? 'mês' : 'meses'}`;
  const years = Math.floor(months / 12);
  return `Conta criada há ${years} ${years === 1 ? 'ano' : 'anos'}`;
}
