import { describe, expect, it } from 'vitest';
import { activeFilterCount, listSearch, parseListFilters, withFilterChange } from '../../../lib/list-pages/filters-in-url.ts';
import { contractorsList, modelsList } from './list-filters.ts';

const parseModels = (search: string) => parseListFilters(modelsList, new URLSearchParams(search));

describe('models filters from the URL', () => {
  it('reads every filter, lists written a,b or as repeated keys', () => {
    const filters = parseModels(
      '?q=joao&state=SP&city=S%C3%A3o%20Paulo&gender=feminino&model_type=morena&model_physical_type=fitness&characteristics=alta,natural&work_interests=tv&work_interests=catalogo&category=runway_catwalk&height_min=165&height_max=180',
    );
    expect(filters).toEqual({
      q: 'joao',
      state: 'SP',
      city: 'São Paulo',
      gender: 'feminino',
      model_type: 'morena',
      model_physical_type: 'fitness',
      characteristics: ['alta', 'natural'],
      work_interests: ['tv', 'catalogo'],
      category: 'runway_catwalk',
      height_min: 165,
      height_max: 180,
      limit: 24,
    });
  });

  it('an empty URL is no filter at all', () => {
    expect(parseModels('')).toEqual({ characteristics: [], work_interests: [], limit: 24 });
  });

  it('drops invalid values and unknown keys but keeps the rest of the search', () => {
    const filters = parseModels('?state=XX&model_type=loira&characteristics=alta,voadora&height_min=abc&limit=999&foo=bar&cursor=zzz');
    expect(filters).toEqual({ model_type: 'loira', characteristics: [], work_interests: [], limit: 24 });
  });

  it('drops an impossible height range instead of failing', () => {
    const filters = parseModels('?height_min=180&height_max=160&gender=masculino');
    expect(filters.gender).toBe('masculino');
    expect(filters.height_max).toBeUndefined();
    expect(filters.height_min).toBe(180);
  });

  it('empty parameters mean "no filter"', () => {
    expect(parseModels('?state=&q=%20%20&city=')).toEqual({ characteristics: [], work_interests: [], limit: 24 });
  });
});

describe('models filters to the URL', () => {
  it('writes a stable, canonical search that parses back to the same filters', () => {
    const filters = parseModels('?height_max=180&characteristics=natural,alta&state=BA&q=s%C3%A3o%20jo%C3%A3o');
    const search = listSearch(modelsList, filters);
    expect(search).toBe('?q=s%C3%A3o%20jo%C3%A3o&state=BA&characteristics=natural,alta&height_max=180');
    expect(parseModels(search)).toEqual(filters);
  });

  it('no filters is an empty search; the default page size stays out, another one stays in', () => {
    expect(listSearch(modelsList, parseModels(''))).toBe('');
    expect(listSearch(modelsList, parseModels('?limit=5'))).toBe('?limit=5');
  });
});

describe('contractors filters', () => {
  it('round-trip through the URL', () => {
    const filters = parseListFilters(contractorsList, new URLSearchParams('?type=photographer&state=RJ&city=Niter%C3%B3i&gender=feminino'));
    expect(filters).toEqual({ type: 'photographer', state: 'RJ', city: 'Niterói', limit: 24 });
    expect(listSearch(contractorsList, filters)).toBe('?state=RJ&city=Niter%C3%B3i&type=photographer');
  });

  it('an unknown type is dropped', () => {
    expect(parseListFilters(contractorsList, new URLSearchParams('?type=model'))).toEqual({ limit: 24 });
  });
});

describe('filter helpers', () => {
  it('counts active filters, each chosen value of a list once, never the page size', () => {
    expect(activeFilterCount(parseModels('?state=SP&characteristics=alta,natural&q=ana&limit=5'))).toBe(4);
    expect(activeFilterCount(parseModels(''))).toBe(0);
  });

  it('keeps the height range valid when one bound passes the other', () => {
    const base = parseModels('?height_min=170&height_max=180');
    expect(withFilterChange(base, { height_min: 185 })).toMatchObject({ height_min: 185, height_max: undefined });
    expect(withFilterChange(base, { height_max: 160 })).toMatchObject({ height_min: undefined, height_max: 160 });
    expect(withFilterChange(base, { height_max: 175 })).toMatchObject({ height_min: 170, height_max: 175 });
  });
});
