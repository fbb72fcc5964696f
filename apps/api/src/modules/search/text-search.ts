import { type SQL, sql } from 'drizzle-orm';

/** LIKE treats % and _ as wildcards; a visitor typing them means the characters themselves. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Free text as SQL: every word must appear somewhere in the profile's search_text (names, city,
 * company, bio), ignoring accents and case on both sides (passarela_fold), so 'sao paulo' finds
 * 'São Paulo' and 'joao' finds 'João'. LIKE '%word%' is answered by the pg_trgm GIN index.
 */
export function textSearchCondition(searchText: SQL, q: string | undefined): SQL | undefined {
  const words = (q ?? '')
    .split(/\s+/)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => sql`${searchText} like '%' || passarela_fold(${escapeLike(word)}) || '%'`),
    sql` and `,
  );
}
