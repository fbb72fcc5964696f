/**
 * '…aguarde 15 minutos…' from the Retry-After seconds the API puts in RATE_LIMITED details, so the
 * person knows how long to wait instead of retrying blindly.
 */
export function formatWait(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 60) return 'um minuto';
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minutos`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

export function retryAfterSeconds(details: unknown): number | null {
  const value = (details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? value : null;
}

export function rateLimitedMessage(details: unknown): string {
  const seconds = retryAfterSeconds(details);
  if (seconds === null) return 'Muitas tentativas. Aguarde um pouco e tente novamente.';
  return `Muitas tentativas. Aguarde ${formatWait(seconds)} e tente novamente.`;
}
