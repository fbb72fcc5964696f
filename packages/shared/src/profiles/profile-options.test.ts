import { describe, expect, it } from 'vitest';
import { normalizeInstagramHandle } from './instagram.ts';
import { maskPhone, normalizePhone } from './phone.ts';
import { brazilianStates, modelTypeOptions, shoeSizeOptions } from './profile-options.ts';

describe('option lists', () => {
  it('offers the 27 states by UF and the spec values', () => {
    expect(brazilianStates).toHaveLength(27);
    expect(new Set(brazilianStates.map((s) => s.value)).size).toBe(27);
    expect(modelTypeOptions.map((o) => o.value)).toEqual(['loira', 'morena', 'ruiva', 'negra', 'asiatica', 'indigena', 'albina', 'outro']);
    expect(shoeSizeOptions.map((o) => o.value)).toEqual(['33', '34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', 'outro']);
  });
});

describe('phone', () => {
  it('masks as the spec shows', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('(11) 98765-4321').length).toBeLessThanOrEqual(15);
  });
  it('stores digits only, null when empty', () => {
    expect(normalizePhone('(11) 98765-4321')).toBe('11987654321');
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });
});

describe('instagram handle', () => {
  it.each([
    ['@ana.souza', 'ana.souza'],
    ['https://www.instagram.com/ana_souza/', 'ana_souza'],
    ['instagram.com/ana.souza?igsh=abc', 'ana.souza'],
    ['..ana...souza..', 'ana.souza'],
    ['ana souza!', 'anasouza'],
    ['@@joão', 'joo'],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeInstagramHandle(raw)).toBe(expected);
  });
});
