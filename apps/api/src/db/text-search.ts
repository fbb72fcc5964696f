import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../lib/escape-like.ts';

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

/** How many of the words' trigram bits a signature search tests (see textSignatureSearch). */
const SIGNATURE_BITS_TESTED = 6;

export interface TextSignatureSearch {
  /** Goes before the statement's SELECT: the words' bits, computed once per statement. */
  with: SQL;
  /** True for every row whose signature has the tested bits. */
  condition: SQL;
}

/**
 * A necessary condition for textSearchCondition, tested on a signature column (jobs.search_signature,
 * migration 0017): up to SIGNATURE_BITS_TESTED of the bits of the trigrams inside the words are set.
 * A row the words are in has every one of them, so the condition never turns it down; a row it
 * lets through wrongly is turned down by textSearchCondition, so a walk tests this on index entries
 * and opens only the rows that pass. In a signature a tenth full, each bit tested turns down nine
 * in ten of the rows lacking the words, most of them at the first bit, for one get_bit a row.
 * Words short of trigrams (or of six) ask for bit 0, which every signature has.
 */
export function textSignatureSearch(signature: SQL, q: string | undefined): TextSignatureSearch | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const tests = Array.from(
    { length: SIGNATURE_BITS_TESTED },
    (_, n) => sql`get_bit(${signature}, (select coalesce(bits[${sql.raw(String(n + 1))}], 0) from wanted_bits)) = 1`,
  );
  return {
    with: sql`with wanted_bits as materialized (select passarela_trgm_bits(passarela_fold(${words.join(' ')})) as bits) `,
    condition: sql.join(tests, sql` and `),
  };
}
