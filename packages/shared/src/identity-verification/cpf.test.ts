import { describe, expect, it } from 'vitest';
import { cpfDigits, isValidCpf, maskedCpf } from './cpf.ts';

describe('CPF', () => {
  it('accepts CPFs whose check digits hold, with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits, wrong lengths and letters', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.444.777-53')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247255')).toBe(false);
    expect(isValidCpf('52998224a25')).toBe(false);
    expect(isValidCpf('1'.repeat(10_000))).toBe(false);
  });

  it('reads the digits and masks all but the last two', () => {
    expect(cpfDigits(' 529.982.247-25 '.trim())).toBe('52998224725');
    expect(maskedCpf('25')).toBe('***.***.***-25');
  });
});
