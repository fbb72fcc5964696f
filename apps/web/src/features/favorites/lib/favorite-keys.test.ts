import { describe, expect, it } from 'vitest';
import { emptyFavoriteKeys, isFavorite, withFavorite, withoutCard } from './favorite-keys.ts';

describe('favourite keys', () => {
  it('adds a heart at the front and removes it, ignoring case', () => {
    const added = withFavorite({ ...emptyFavoriteKeys, model: ['bia-lima'] }, 'model', 'ana-souza', true);
    expect(added.model).toEqual(['ana-souza', 'bia-lima']);
    expect(isFavorite(added, 'model', 'ANA-SOUZA')).toBe(true);
    expect(isFavorite(added, 'contractor', 'ana-souza')).toBe(false);
    const removed = withFavorite(added, 'model', 'Ana-Souza', false);
    expect(removed.model).toEqual(['bia-lima']);
  });

  it('keeps the same object when nothing changes, and treats missing keys as none', () => {
    const keys = { ...emptyFavoriteKeys, model: ['ana-souza'] };
    expect(withFavorite(keys, 'model', 'ana-souza', true)).toBe(keys);
    expect(isFavorite(undefined, 'model', 'ana-souza')).toBe(false);
    expect(withFavorite(undefined, 'job', 'vaga-1', true)).toEqual({ model: [], contractor: [], job: ['vaga-1'] });
  });

  it('drops a card from every page of a list', () => {
    const pages = [
      { items: [{ slug: 'a' }, { slug: 'b' }], nextCursor: 'x' },
      { items: [{ slug: 'c' }], nextCursor: null },
    ];
    expect(withoutCard(pages, (item) => item.slug === 'b')).toEqual([
      { items: [{ slug: 'a' }], nextCursor: 'x' },
      { items: [{ slug: 'c' }], nextCursor: null },
    ]);
  });
});
