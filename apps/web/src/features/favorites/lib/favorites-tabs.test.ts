import { describe, expect, it } from 'vitest';
import { favoritesTabFromParam, favoritesTabUrl, favoritesTabs } from './favorites-tabs.ts';

describe('favourites tabs', () => {
  it('are the three kinds, in the order of the page', () => {
    expect(favoritesTabs.map((tab) => [tab.label, tab.kind])).toEqual([
      ['Modelos', 'model'],
      ['Contratantes e Fotógrafos', 'contractor'],
      ['Vagas', 'job'],
    ]);
  });

  it('read ?tab= and fall back to Modelos for anything else', () => {
    expect(favoritesTabFromParam('contractors').kind).toBe('contractor');
    expect(favoritesTabFromParam('jobs').kind).toBe('job');
    expect(favoritesTabFromParam(null).kind).toBe('model');
    expect(favoritesTabFromParam('<script>').kind).toBe('model');
  });

  it('round-trip through the URL', () => {
    for (const tab of favoritesTabs) expect(favoritesTabFromParam(new URL(favoritesTabUrl(tab), 'http://x').searchParams.get('tab'))).toBe(tab);
    expect(favoritesTabUrl(favoritesTabs[0] as (typeof favoritesTabs)[number])).toBe('/favoritos');
  });
});
