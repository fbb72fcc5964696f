import { describe, expect, it } from 'vitest';
import { toSearch } from './admin-pages.ts';

describe('toSearch', () => {
  it('leaves out empty filters and answers nothing when all are empty', () => {
    expect(toSearch({ status: 'pending', cursor: undefined, q: '' })).toBe('?status=pending');
    expect(toSearch({ status: undefined, cursor: 'eyJ0IjoxfQ' })).toBe('?cursor=eyJ0IjoxfQ');
    expect(toSearch({ status: undefined })).toBe('');
  });
});
