import { describe, expect, it } from 'vitest';
import {
  countTransactionFilters,
  hasTransactionFilters,
  readTransactionFilters,
  transactionFiltersToSearch,
  writeTransactionFilters,
} from './transaction-filters.ts';

describe('transaction filters', () => {
  it('reads the Portuguese URL params into API filters', () => {
    const params = new URLSearchParams('tab=transactions&tipo=topup&sentido=saida&de=2025-01-01&ate=2025-01-31');
    const filters = readTransactionFilters(params);
    expect(filters).toEqual({ kind: 'topup', direction: 'out', from: '2025-01-01', to: '2025-01-31' });
    expect(transactionFiltersToSearch(filters).toString()).toBe('kind=topup&direction=out&from=2025-01-01&to=2025-01-31');
    expect(hasTransactionFilters(filters)).toBe(true);
  });

  it('ignores unknown kinds, directions and malformed dates instead of sending them to the API', () => {
    const filters = readTransactionFilters(new URLSearchParams('tipo=roubo&sentido=lado&de=01/02/2025&ate=2025-13-45'));
    expect(filters).toEqual({});
    expect(hasTransactionFilters(filters)).toBe(false);
    expect(transactionFiltersToSearch(filters).toString()).toBe('');
  });

  it("counts the filters in use, as the phone's Filtros button shows them", () => {
    expect(countTransactionFilters({})).toBe(0);
    expect(countTransactionFilters({ direction: 'in' })).toBe(1);
    expect(countTransactionFilters(readTransactionFilters(new URLSearchParams('tipo=topup&sentido=entrada&de=2025-01-01&ate=2025-01-31')))).toBe(4);
  });

  it('swaps a reversed date range', () => {
    expect(readTransactionFilters(new URLSearchParams('de=2025-03-10&ate=2025-03-01'))).toEqual({ from: '2025-03-01', to: '2025-03-10' });
  });

  it('writes filters back keeping the dashboard tab, and clearing removes them', () => {
    const base = new URLSearchParams('tab=transactions&tipo=topup');
    const written = writeTransactionFilters(base, { direction: 'in', from: '2025-02-01' });
    expect(written.toString()).toBe('tab=transactions&sentido=entrada&de=2025-02-01');
    expect(readTransactionFilters(written)).toEqual({ direction: 'in', from: '2025-02-01' });
    expect(writeTransactionFilters(written, {}).toString()).toBe('tab=transactions');
  });
});
