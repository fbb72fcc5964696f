/**
 * Whether a failed statement broke a unique index (SQLSTATE 23505), looking through the `cause`
 * chain: Drizzle and the drivers wrap the database's error. Services turn it into their 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
