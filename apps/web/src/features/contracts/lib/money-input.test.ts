import { describe, expect, it } from 'vitest';
import { centavosToInput, parseReaisInput } from './money-input.ts';

describe('parseReaisInput', () => {
  it('reads the ways people type reais', () => {
    expect(parseReaisInput('800')).toBe(80_000);
    expect(parseReaisInput('800,5')).toBe(80_050);
    expect(parseReaisInput('1.234,56')).toBe(123_456);
    expect(parseReaisInput('R$ 90,00')).toBe(9_000);
  });
  it('refuses what is not a positive amount', () => {
    for (const bad of ['', '0', '0,00', 'abc', '12,345', '-5', '1.23']) expect(parseReaisInput(bad), bad).toBeNull();
  });
  it('prefills from centavos', () => {
    expect(centavosToInput(50_000)).toBe('500');
    expect(centavosToInput(123_456)).toBe('1234,56');
    expect(parseReaisInput(centavosToInput(123_405))).toBe(123_405);
  });
});
