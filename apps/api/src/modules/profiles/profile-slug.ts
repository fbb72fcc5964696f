const MAX_BASE_LENGTH = 60;

/**
 * 'Ana Souza' -> 'ana-souza', 'José da Conceição' -> 'jose-da-conceicao': lower-case ASCII
 * letters and digits joined by single hyphens, so links are readable and stable.
 */
export function slugBase(firstName: string, lastName: string): string {
  const base = `${firstName} ${lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, '');
  return base || 'perfil';
}

/** The first free slug: the base itself, else base-2, base-3… after the highest one taken. */
export function nextFreeSlug(base: string, taken: readonly string[]): string {
  const takenSet = new Set(taken.map((slug) => slug.toLowerCase()));
  if (!takenSet.has(base)) return base;
  const suffixPattern = new RegExp(`^${base}-(\\d+)$`);
  let highest = 1;
  for (const slug of takenSet) {
    const match = suffixPattern.exec(slug);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${base}-${highest + 1}`;
}
