import { describe, expect, it } from 'vitest';
import { pick } from './pick.ts';

describe('pick', () => {
  it('copies the named fields in the order given, and only those', () => {
    const row = { id: 'a', title: 'T', city: 'Rio', secret: 'x' };
    const picked = pick(row, 'title', 'id');
    expect(picked).toEqual({ title: 'T', id: 'a' });
    expect(Object.keys(picked)).toEqual(['title', 'id']);
  });

  it('keeps a named field that is null or undefined, as writing it out did', () => {
    const row: { a: string | null; b?: string } = { a: null };
    expect(Object.entries(pick(row, 'a', 'b'))).toEqual([
      ['a', null],
      ['b', undefined],
    ]);
  });
});
