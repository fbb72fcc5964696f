import { type SQL, sql } from 'drizzle-orm';

/** LIKE treats % and _ as wildcards; a visitor typing them means the characters themselves. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface TextSearchOptions {
  /**
   * Compute each word's pattern once per statement (a scalar subquery PostgreSQL runs once)
   * instead of once per row. For a prepared plan that reads rows one by one: with the word as a
   * parameter nothing is folded ahead, and unaccenting it again on every row read cost more than
   * the rest of the search. A plan made for the word folds it anyway, and needs it visible to
   * estimate how common it is (and so to pick the trigram index for a rare word): leave it off there.
   */
  patternOncePerStatement?: boolean;
}

/** The words of a free-text search, at most eight, longest first. */
function searchWords(q: string | undefined): string[] {
  return (
    (q ?? '')
      .split(/\s+/)
      .map((word) => word.trim())
      .filter(Boolean)
      .slice(0, 8)
      // Longest first: usually the rarer word, so a row read one by one is mostly turned down by the
      // first test ('sao paulo' on /vagas: 7% faster testing 'paulo' before 'sao').
      .sort((a, b) => b.length - a.length)
  );
}

/**
 * Free text as SQL: every word must appear somewhere in the profile's search_text (names, city,
 * company, bio), ignoring accents and case on both sides (passarela_fold), so 'sao paulo' finds
 * 'São Paulo' and 'joao' finds 'João'. LIKE '%word%' is answered by the pg_trgm GIN index.
 */
export function textSearchCondition(searchText: SQL, q: string | undefined, options: TextSearchOptions = {}): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => {
      const pattern = sql`'%' || passarela_fold(${escapeLike(word)}) || '%'`;
      return options.patternOncePerStatement ? sql`${searchText} like (select ${pattern})` : sql`${searchText} like ${pattern}`;
    }),
    sql` and `,
  );
}

/**
 * A necessary condition for textSearchCondition, tested on a signature column (jobs.search_signature,
 * migration 0017): every trigram inside the words is among the text's. It never turns down a row
 * the words are in, and lets through few they are not, so a walk tests it on index entries and
 * opens only the rows that pass it for textSearchCondition. Words shorter than three letters have
 * no trigram and pass everything. The words' signature is computed once per statement.
 */
export function textSignatureCondition(signature: SQL, q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  // "Adds no bit", not "(signature & wanted) = wanted": the words' signature appears once, so
  // PostgreSQL computes it once per statement and not twice.
  return sql`(${signature} | (select passarela_trgm_signature(passarela_fold(${words.join(' ')})))) = ${signature}`;
}
