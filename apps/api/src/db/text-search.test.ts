import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compileSql } from './compile-sql.ts';
import { textSearchCondition } from './text-search.ts';

const compiled = (q: string, patternOncePerStatement = false) => {
  const condition = textSearchCondition(sql`p.search_text`, q, { patternOncePerStatement });
  return condition ? compileSql(condition) : undefined;
};

describe('textSearchCondition', () => {
  it('asks for every word, the longest first, and nothing for blank text', () => {
    expect(compiled('sao paulo')?.params).toEqual(['paulo', 'sao']);
    expect(compiled('  ana   maria  de ')?.params).toEqual(['maria', 'ana', 'de']);
    expect(compiled('   ')).toBeUndefined();
  });

  it('takes % and _ as the characters themselves, and at most eight words', () => {
    expect(compiled('100% a_b')?.params).toEqual(['100\\%', 'a\\_b']);
    expect(compiled('a b c d e f g h i j')?.params).toHaveLength(8);
  });

  it('folds each word once per statement when asked', () => {
    expect(compiled('joao', true)?.sql).toBe("p.search_text like (select '%' || passarela_fold($1) || '%')");
    expect(compiled('joao')?.sql).toBe("p.search_text like '%' || passarela_fold($1) || '%'");
  });
});
